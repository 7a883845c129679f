import type { MailAddress, OutgoingMail } from "../ports/mailer.port.ts";
import type { Campaign } from "./campaign.ts";
import type { CampaignRecipient } from "./subscriber.ts";

/** The public one-click unsubscribe link of a subscriber (no login needed). */
export const unsubscribeUrl = (siteOrigin: string, token: string): string =>
  `${siteOrigin.replace(/\/+$/, "")}/api/subscribers/unsubscribe?token=${encodeURIComponent(token)}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** An HTML body for campaigns written as plain text only. */
const htmlFromText = (text: string): string =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");

const textFooter = (link: string) => `\n\n--\nYou are receiving this e-mail because you subscribed to our newsletter.\nUnsubscribe: ${link}\n`;

const htmlFooter = (link: string) =>
  `<hr><p style="font-size:12px;color:#666">You are receiving this e-mail because you subscribed to our newsletter. ` +
  `<a href="${escapeHtml(link)}">Unsubscribe</a></p>`;

/** Puts the footer inside `<body>` when the HTML is a whole document, else after it. */
const appendToHtml = (html: string, footer: string): string => {
  const closing = html.search(/<\/body\s*>/i);
  return closing >= 0 ? `${html.slice(0, closing)}${footer}${html.slice(closing)}` : `${html}\n${footer}`;
};

/**
 * One recipient's copy of a campaign: its own unsubscribe link in the text and
 * the HTML, and the List-Unsubscribe headers of RFC 2369 and RFC 8058, so mail
 * clients offer one-click unsubscribing.
 */
export function composeCampaignMessage(campaign: Campaign, recipient: CampaignRecipient, from: MailAddress, siteOrigin: string): OutgoingMail {
  const link = unsubscribeUrl(siteOrigin, recipient.unsubscribeToken);
  return {
    from,
    to: { email: recipient.email, name: recipient.name },
    subject: campaign.subject,
    text: `${campaign.content}${textFooter(link)}`,
    html: appendToHtml(campaign.htmlContent ?? htmlFromText(campaign.content), htmlFooter(link)),
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...(campaign.attachments.length ? { attachments: campaign.attachments } : {}),
  };
}
