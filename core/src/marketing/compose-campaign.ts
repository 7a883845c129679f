import type { ComposedMail, MailSite } from "../mail/mail-templates.ts";
import type { MailComposer } from "../ports/mail-composer.port.ts";
import type { MailAddress, OutgoingMail } from "../ports/mailer.port.ts";
import type { Campaign } from "./campaign.ts";
import type { CampaignRecipient } from "./subscriber.ts";

/** The public one-click unsubscribe link of a subscriber (no login needed). */
export const unsubscribeUrl = (siteOrigin: string, token: string): string =>
  `${siteOrigin.replace(/\/+$/, "")}/api/subscribers/unsubscribe?token=${encodeURIComponent(token)}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Stands for each recipient's own link: a campaign is rendered once, then each copy gets its link. */
const RECIPIENT_LINK = "https://unsubscribe.invalid/recipient";

/**
 * The campaign in the shop's branded template (the "campaign" mail
 * template), rendered once for every copy: the send, the admin's preview
 * and the test to the owner all read this.
 */
export const renderCampaign = (composer: MailComposer, campaign: Campaign, site: MailSite): Promise<ComposedMail> =>
  composer.compose("campaign", {
    site,
    subject: campaign.subject,
    content: campaign.content,
    htmlContent: campaign.htmlContent ?? null,
    unsubscribeUrl: RECIPIENT_LINK,
  });

/** A rendered campaign with a given unsubscribe link in both parts. */
export const withUnsubscribeLink = (rendered: ComposedMail, link: string): ComposedMail => ({
  subject: rendered.subject,
  text: rendered.text.replaceAll(RECIPIENT_LINK, link),
  html: rendered.html.replaceAll(RECIPIENT_LINK, escapeHtml(link)),
});

/**
 * One recipient's copy of a campaign: its own unsubscribe link in the text and
 * the HTML, and the List-Unsubscribe headers of RFC 2369 and RFC 8058, so mail
 * clients offer one-click unsubscribing.
 */
export function composeCampaignMessage(
  campaign: Campaign,
  rendered: ComposedMail,
  recipient: CampaignRecipient,
  from: MailAddress,
  siteOrigin: string,
): OutgoingMail {
  const link = unsubscribeUrl(siteOrigin, recipient.unsubscribeToken);
  const { subject, text, html } = withUnsubscribeLink(rendered, link);
  return {
    from,
    to: { email: recipient.email, name: recipient.name },
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...(campaign.attachments.length ? { attachments: campaign.attachments } : {}),
  };
}
