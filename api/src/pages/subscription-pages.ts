/**
 * @module The pages behind the links in our mails: unsubscribe
 * (`/api/subscribers/unsubscribe?token=`) and confirm a resubscription
 * (`/api/subscribers/resubscribe?token=`). Each is a small self-contained
 * HTML page built here on the server: no script, no admin or site bundle,
 * no external asset, every text escaped. GET only shows the page; its
 * Confirm button is a plain form POSTing to the same URL, so it works
 * without JavaScript and a mail scanner that follows links changes nothing.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { escapeHtml } from "./html-escape.ts";

export type SubscriptionPage = {
  title: string;
  /** Plain text, one paragraph each; escaped here. */
  paragraphs: readonly string[];
  /** A button that POSTs to the page's own URL with these fields. */
  confirm?: { label: string; fields?: Record<string, string> };
  status: 200 | 404;
};

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f7f9;color:#1f2933;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;max-width:28rem;margin:1rem;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.4rem;margin:0 0 .75rem}
button{font:inherit;font-weight:700;background:#41B5B4;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;cursor:pointer}
button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
a{color:#1d4ed8}`;

/** The page's own URL (path and token), for its form: the POST goes where the GET came. */
const selfAction = (c: Context<AppEnv>): string => {
  const token = c.req.query("token") ?? "";
  return `${c.req.path}?token=${encodeURIComponent(token)}`;
};

export function renderSubscriptionPage(c: Context<AppEnv>, page: SubscriptionPage): Response {
  // The link's token is a credential: no shared cache keeps the page, no index lists it.
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  const form = page.confirm
    ? `<form method="post" action="${escapeHtml(selfAction(c))}">
${Object.entries(page.confirm.fields ?? {})
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join("\n")}
<button type="submit">${escapeHtml(page.confirm.label)}</button>
</form>`
    : "";
  return c.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(page.title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
${form}
<p><a href="/">Back to the site</a></p>
</main>
</body>
</html>
`,
    page.status,
  );
}

/** A browser's form post asks for HTML; a mail client's RFC 8058 one-click POST (and the API's callers) get JSON. */
export const wantsHtml = (c: Context<AppEnv>): boolean => /\btext\/html\b/i.test(c.req.header("accept") ?? "");
