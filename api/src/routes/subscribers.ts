import { Hono, type Context } from "hono";
import { subscriberListQuerySchema, subscriberSchema, unsubscribeQuerySchema, type Subscriber } from "@stringing/core/marketing/subscriber";
import type { SubscriberRepository } from "@stringing/core/ports/subscriber-repository.port";
import { isHoneypotFilled } from "@stringing/core/shared/honeypot";
import { idParamSchema } from "@stringing/core/shared/id-param";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { viewerIsAdmin } from "./list-options.ts";
import { validate } from "../middleware/validate.ts";

export type SubscriberRoutesDeps = { subscribers: SubscriberRepository };

/**
 * The newsletter list. Subscribing and the e-mailed unsubscribe link are
 * public (the token is the credential); everything else is the admin's.
 */
export const subscriberRoutes = (deps: SubscriberRoutesDeps) =>
  new Hono<AppEnv>()
    // Idempotent, so a visitor who subscribes twice sees no error: 201 when new, 200 when known.
    .post("/", validate("json", subscriberSchema), async (c) => {
      const { website, ...signup } = c.req.valid("json");
      // A bot that filled the honeypot is told what a new subscriber is told; nothing is stored.
      if (isHoneypotFilled(website)) return c.json({ email: signup.email, subscribed: true }, 201);
      const { subscriber, created } = await deps.subscribers.subscribe(signup);
      // A visitor learns nothing an earlier signup stored, not even that the address unsubscribed (it stays so).
      const body = viewerIsAdmin(c) ? subscriber : { email: subscriber.email, subscribed: true };
      return c.json(body, created ? 201 : 200);
    })
    .get("/", requireAdmin, validate("query", subscriberListQuerySchema), async (c) => c.json(await deps.subscribers.list(c.req.valid("query"))))
    .get("/count", requireAdmin, async (c) => c.json(await deps.subscribers.countSubscribed()))
    // The link in every campaign: opening it unsubscribes, without a login.
    .get("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const subscriber = await deps.subscribers.unsubscribeByToken(c.req.valid("query").token ?? "");
      return unsubscribePage(c, subscriber);
    })
    // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL.
    .post("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const subscriber = await deps.subscribers.unsubscribeByToken(c.req.valid("query").token ?? "");
      if (!subscriber) return c.json({ message: "Subscriber not found" }, 404);
      return c.json({ message: "Unsubscribed", email: subscriber.email });
    })
    .patch("/:id/unsubscribe", requireAdmin, validate("param", idParamSchema), async (c) => {
      const subscriber = await deps.subscribers.unsubscribe(c.req.valid("param").id);
      if (!subscriber) return c.json({ message: "Subscriber not found" }, 404);
      return c.json(subscriber);
    });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** A self-contained page: no scripts, no external assets, so the site's CSP is enough. */
function unsubscribePage(c: Context<AppEnv>, subscriber: Subscriber | null): Response {
  const [title, text] = subscriber
    ? ["You have been unsubscribed", `${escapeHtml(subscriber.email)} will no longer receive our newsletter.`]
    : ["This unsubscribe link is not valid", "It may have been mistyped or cut off. No changes were made."];
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f7f9;color:#1f2933;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;max-width:28rem;margin:1rem;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.4rem;margin:0 0 .75rem}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Back to the site</a></p>
</main>
</body>
</html>
`,
    subscriber ? 200 : 404,
  );
}
