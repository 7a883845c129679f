/**
 * @module The newsletter list. Subscribing and the links in our mails are
 * public (a link's token is the credential); everything else is the
 * admin's. The links' pages (subscriptionLinkRoutes) are mounted before the
 * JSON and session middleware: a mail client's one-click POST carries a
 * form body and no cookie.
 */
import { Hono, type Context } from "hono";
import type { SignUp } from "@stringing/core/marketing/sign-up-subscriber";
import { subscriberListQuerySchema, subscriberSchema, unsubscribeQuerySchema, type NewSubscriber, type Subscriber } from "@stringing/core/marketing/subscriber";
import { subscriberStatus } from "@stringing/core/marketing/suppression";
import type { SubscriberRepository } from "@stringing/core/ports/subscriber-repository.port";
import type { SubscriberKey } from "@stringing/core/ports/subscriber-updates.port";
import { isHoneypotFilled } from "@stringing/core/shared/honeypot";
import { idParamSchema } from "@stringing/core/shared/id-param";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { renderSubscriptionPage, wantsHtml } from "../pages/subscription-pages.ts";
import { viewerIsAdmin } from "./list-options.ts";

export type SubscriberRoutesDeps = {
  subscribers: SubscriberRepository;
  /** The public form's signup: an unsubscribed or suppressed address is mailed a confirmation link instead. */
  signUp: (input: Pick<NewSubscriber, "email" | "name"> & { siteOrigin: string }) => Promise<SignUp>;
  unsubscribe: (key: SubscriberKey) => Promise<Subscriber | null>;
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

/** A subscriber as the admin sees it: the record's fields (docs/rules/records.md, Subscribers), the suppression and the status the table shows. */
export const subscriberView = (subscriber: Subscriber) => ({ ...subscriber, status: subscriberStatus(subscriber) });

export const subscriberRoutes = (deps: SubscriberRoutesDeps) =>
  new Hono<AppEnv>()
    // Idempotent, so a visitor who subscribes twice sees no error: 201 when new, 200 when known.
    .post("/", validate("json", subscriberSchema), async (c) => {
      const { website, ...signup } = c.req.valid("json");
      // A bot that filled the honeypot is told what a new subscriber is told; nothing is stored.
      if (isHoneypotFilled(website)) return c.json({ email: signup.email, subscribed: true }, 201);
      if (viewerIsAdmin(c)) {
        // The admin's Add Subscriber: an address that left stays unsubscribed (docs/rules/mail.md, Unsubscribe), shown as it is.
        const { subscriber, created } = await deps.subscribers.subscribe(signup);
        return c.json(subscriberView(subscriber), created ? 201 : 200);
      }
      const { subscriber, created } = await deps.signUp({ ...signup, siteOrigin: deps.origin });
      // The visitor learns nothing stored: not whether the address left, nor that a confirmation link went to it.
      return c.json({ email: subscriber.email, subscribed: true }, created ? 201 : 200);
    })
    .get("/", requireAdmin, validate("query", subscriberListQuerySchema), async (c) =>
      c.json((await deps.subscribers.list(c.req.valid("query"))).map(subscriberView)),
    )
    .get("/count", requireAdmin, async (c) => c.json(await deps.subscribers.countSubscribed()))
    .patch("/:id/unsubscribe", requireAdmin, validate("param", idParamSchema), async (c) => {
      const subscriber = await deps.unsubscribe({ id: c.req.valid("param").id });
      if (!subscriber) return c.json({ message: "Subscriber not found" }, 404);
      return c.json(subscriberView(subscriber));
    });

export type SubscriptionLinkRoutesDeps = {
  /** The subscriber an unsubscribe token names, unchanged. */
  findByUnsubscribeToken: (token: string) => Promise<Subscriber | null>;
  unsubscribe: (key: SubscriberKey) => Promise<Subscriber | null>;
  /** The address a working confirmation link names, unchanged. */
  findResubscribeRequest: (token: string) => Promise<Subscriber | null>;
  confirmResubscribe: (token: string) => Promise<Subscriber | null>;
};

const tokenOf = (c: Context<AppEnv>) => c.req.query("token") ?? "";

const NOT_VALID_UNSUBSCRIBE = {
  title: "This unsubscribe link is not valid",
  paragraphs: ["It may have been mistyped or cut off. No changes were made."],
  status: 404,
} as const;

const NOT_VALID_RESUBSCRIBE = {
  title: "This confirmation link is not valid",
  paragraphs: ["It may have been used already, be older than seven days, or have been cut off. No changes were made."],
  status: 404,
} as const;

/** The links in our mails: GET shows a page with a Confirm button, POST to the same URL does it. */
export const subscriptionLinkRoutes = (deps: SubscriptionLinkRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const subscriber = await deps.findByUnsubscribeToken(tokenOf(c));
      if (!subscriber) return renderSubscriptionPage(c, NOT_VALID_UNSUBSCRIBE);
      if (!subscriber.subscribed) {
        return renderSubscriptionPage(c, {
          title: "You are unsubscribed",
          paragraphs: [`${subscriber.email} does not receive our newsletter.`],
          status: 200,
        });
      }
      return renderSubscriptionPage(c, {
        title: "Unsubscribe from our newsletter?",
        paragraphs: [`${subscriber.email} will no longer receive our newsletter.`],
        confirm: { label: "Unsubscribe", fields: { "List-Unsubscribe": "One-Click" } },
        status: 200,
      });
    })
    // RFC 8058 one-click (mail clients POST `List-Unsubscribe=One-Click` here) and the page's own button: unsubscribes at once.
    .post("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const subscriber = await deps.unsubscribe({ unsubscribeToken: tokenOf(c) });
      if (wantsHtml(c)) {
        if (!subscriber) return renderSubscriptionPage(c, NOT_VALID_UNSUBSCRIBE);
        return renderSubscriptionPage(c, {
          title: "You have been unsubscribed",
          paragraphs: [`${subscriber.email} will no longer receive our newsletter.`],
          status: 200,
        });
      }
      if (!subscriber) return c.json({ message: "Subscriber not found" }, 404);
      return c.json({ message: "Unsubscribed", email: subscriber.email });
    })
    .get("/resubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const subscriber = await deps.findResubscribeRequest(tokenOf(c));
      if (!subscriber) return renderSubscriptionPage(c, NOT_VALID_RESUBSCRIBE);
      return renderSubscriptionPage(c, {
        title: "Subscribe again?",
        paragraphs: [`${subscriber.email} will receive our newsletter again. You can unsubscribe at any time with the link in each issue.`],
        confirm: { label: "Subscribe again" },
        status: 200,
      });
    })
    .post("/resubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const subscriber = await deps.confirmResubscribe(tokenOf(c));
      if (wantsHtml(c)) {
        if (!subscriber) return renderSubscriptionPage(c, NOT_VALID_RESUBSCRIBE);
        return renderSubscriptionPage(c, {
          title: "You are subscribed again",
          paragraphs: [`${subscriber.email} will receive our newsletter. Welcome back!`],
          status: 200,
        });
      }
      if (!subscriber) return c.json({ message: "Confirmation link not found" }, 404);
      return c.json({ message: "Subscribed", email: subscriber.email });
    });
