/**
 * @module "Set up your shop" on the dashboard (issue 32, item 1): the steps a
 * fresh install still needs before players can pay and mail reaches them,
 * each with where it is fixed. Shown until every step is done.
 */
import { Link } from "wouter";
import { buttonClassName } from "@stringing/ui/components/button";
import { Card } from "../../../components/ui/card.tsx";
import { type SetupChecklist as Checklist, useSetupChecklist } from "../api/get-setup-checklist.ts";
import * as styles from "./setup-checklist.css.ts";
import { visuallyHidden } from "@stringing/ui/visually-hidden.css";

type SetupKey = Checklist["items"][number]["key"];

const SETTINGS = "/admin/settings?tab=";

const STEPS: Record<SetupKey, { label: string; hint: string; href: string; action: string }> = {
  "shop-address": {
    label: "Shop address",
    hint: "Replace the sample address in Contact info; labels are sent from it.",
    href: `${SETTINGS}content`,
    action: "Edit contact info",
  },
  "owner-email": { label: "Your e-mail", hint: "Where new orders and messages are sent to you.", href: `${SETTINGS}settings`, action: "Set your e-mail" },
  "public-url": {
    label: "Public address of the site",
    hint: "Set PUBLIC_URL so links in mails and payment pages reach players (see the README).",
    href: `${SETTINGS}settings`,
    action: "See the address",
  },
  "service-prices": {
    label: "Service prices",
    hint: "Every shown service needs a price, not “Contact for pricing”.",
    href: `${SETTINGS}services`,
    action: "Price services",
  },
  "payment-links": {
    label: "Payment links",
    hint: "Replace the sample payment links with your own.",
    href: `${SETTINGS}settings`,
    action: "Set payment links",
  },
  "mail-provider": {
    label: "Mail provider",
    hint: "Mail is only written to files until a service is set up.",
    href: `${SETTINGS}settings`,
    action: "Set up mail",
  },
  "shipping-origin": { label: "Shipping origin", hint: "The address labels are shipped from.", href: `${SETTINGS}settings`, action: "Set ship-from" },
};

export function SetupChecklist() {
  const checklist = useSetupChecklist();
  const items = checklist.data?.items ?? [];
  const left = items.filter((item) => !item.done).length;
  if (!left) return null;
  return (
    <Card title="Set up your shop" description={`${left} of ${items.length} steps left before players can order and pay without surprises.`}>
      <ul className={styles.list} aria-label="Setup steps">
        {items.map((item) => {
          const step = STEPS[item.key];
          return (
            <li key={item.key} className={styles.item}>
              <span className={item.done ? styles.markDone : styles.markTodo} aria-hidden="true">
                {item.done ? "✓" : "○"}
              </span>
              <span className={styles.text}>
                <span className={`${styles.label} ${item.done ? styles.done : ""}`}>
                  {step.label}
                  <span className={visuallyHidden}>{item.done ? " (done)" : " (to do)"}</span>
                </span>
                {item.done ? null : <span className={styles.hint}>{step.hint}</span>}
              </span>
              {item.done ? null : (
                <Link href={step.href} className={buttonClassName("secondary", "sm")} aria-label={`${step.action}: ${step.label}`}>
                  {step.action}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
