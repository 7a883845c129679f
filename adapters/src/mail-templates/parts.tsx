/** Pieces the templates share: headings, paragraphs, the order's summary, a button and the ship-in steps. */
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { MailOrder, MailSite } from "@stringing/core/mail/mail-templates";
import type { ReactNode } from "react";
import { brand } from "./brand.ts";

export function Title({ children }: { children: ReactNode }) {
  return <Heading style={{ color: brand.text, fontSize: 22, lineHeight: "28px", margin: "16px 0 8px" }}>{children}</Heading>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ color: brand.text, fontSize: 15, lineHeight: "22px", margin: "8px 0" }}>{children}</Text>;
}

/** Text as typed, its line breaks kept: always a text node, so markup in it stays text. */
export function Lines({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r?\n/).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of typed text may repeat, so only the position is unique.
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  );
}

function SummaryLine({ label, first, children }: { label: string; first?: boolean; children: ReactNode }) {
  return (
    <>
      {first ? null : <br />}
      <span style={{ color: brand.muted }}>{label}:</span> {children}
    </>
  );
}

/** The order at a glance, a line per fact: number, service, the job as given, notes and amount. */
export function OrderSummary({ order, notesLabel = "Your notes" }: { order: MailOrder; notesLabel?: string }) {
  return (
    <Text
      style={{ backgroundColor: brand.tealSoft, borderRadius: 8, color: brand.text, fontSize: 14, lineHeight: "22px", margin: "16px 0", padding: "12px 16px" }}
    >
      <SummaryLine label="Order" first>
        <strong>{order.number}</strong>
      </SummaryLine>
      <SummaryLine label="Service">{order.service}</SummaryLine>
      {order.details.map((row) => (
        <SummaryLine key={row.label} label={row.label}>
          {row.value}
        </SummaryLine>
      ))}
      {order.notes ? (
        <SummaryLine label={notesLabel}>
          <Lines text={order.notes} />
        </SummaryLine>
      ) : null}
      <SummaryLine label="Amount">
        <strong>{order.amount}</strong>
      </SummaryLine>
    </Text>
  );
}

/** A teal button; the text part shows its label and its address. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "16px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: brand.teal,
          borderRadius: 6,
          color: brand.onTeal,
          fontSize: 15,
          fontWeight: 700,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function StatusLink({ order }: { order: MailOrder }) {
  return (
    <Paragraph>
      Follow your order any time on its status page:{" "}
      <Link href={order.statusUrl} style={{ color: brand.tealStrong }}>
        {order.statusUrl}
      </Link>
    </Paragraph>
  );
}

/** How to send the head in: the same steps as the confirmation page, with the business's address. */
export function ShipInSteps({ site, order }: { site: MailSite; order: MailOrder }) {
  return (
    <Section>
      <Heading as="h2" style={{ color: brand.text, fontSize: 17, margin: "20px 0 4px" }}>
        Ship your head to us
      </Heading>
      <Paragraph>1. Pack the head (not the shaft) in a small box or padded mailer, with your mesh or strings if you send your own.</Paragraph>
      <Paragraph>2. Put a note inside with your name and order number {order.number}.</Paragraph>
      <Paragraph>3. Send it to the address below with any carrier, and keep the tracking number.</Paragraph>
      <Text style={{ borderLeft: `4px solid ${brand.teal}`, color: brand.text, fontSize: 15, lineHeight: "22px", margin: "8px 0", paddingLeft: 12 }}>
        {site.name}
        {site.addressLines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an address may repeat a line, so only the position is unique.
          <span key={index}>
            <br />
            {line}
          </span>
        ))}
      </Text>
      <Paragraph>We string it within 2-3 business days of receiving it and ship it straight back.</Paragraph>
    </Section>
  );
}
