/**
 * What the owner sees before a campaign goes out: the campaign in the same
 * branded template the send renders (compose-campaign.ts), how many
 * addresses it would reach now, and a test copy to the owner's own address.
 */
import { mailSite, type SiteSections } from "../mail/order-mail-data.ts";
import { type MailOutcome, type SendMailDeps, sendTemplateMail } from "../mail/send-mail.ts";
import type { MailComposer } from "../ports/mail-composer.port.ts";
import type { Campaign } from "./campaign.ts";
import { renderCampaign, unsubscribeUrl, withUnsubscribeLink } from "./compose-campaign.ts";

/** Stands in for a subscriber's token in the preview and the test: the link opens the unsubscribe page, which knows no such token. */
const SAMPLE_TOKEN = "preview";

export type CampaignPreview = { subject: string; html: string; text: string; recipientCount: number };

export type PreviewCampaignDeps = {
  composer: MailComposer;
  siteSections: () => Promise<SiteSections>;
  /** Subscribed and not suppressed: the addresses a campaign queued now would reach. */
  recipientCount: () => Promise<number>;
};

export const previewCampaign =
  (deps: PreviewCampaignDeps) =>
  async ({ campaign, siteOrigin }: { campaign: Campaign; siteOrigin: string }): Promise<CampaignPreview> => {
    const [sections, recipientCount] = await Promise.all([deps.siteSections(), deps.recipientCount()]);
    const rendered = await renderCampaign(deps.composer, campaign, mailSite(sections, siteOrigin));
    return { ...withUnsubscribeLink(rendered, unsubscribeUrl(siteOrigin, SAMPLE_TOKEN)), recipientCount };
  };

export type SendCampaignTestDeps = SendMailDeps & { siteSections: () => Promise<SiteSections> };

/** "Send a test to the owner": one copy through the provider in use, to the owner address of Settings (else the sender's). */
export const sendCampaignTest =
  (deps: SendCampaignTestDeps) =>
  async ({ campaign, siteOrigin }: { campaign: Campaign; siteOrigin: string }): Promise<MailOutcome> =>
    sendTemplateMail(deps)({
      template: "campaign",
      data: {
        site: mailSite(await deps.siteSections(), siteOrigin),
        subject: `[Test] ${campaign.subject}`,
        content: campaign.content,
        htmlContent: campaign.htmlContent ?? null,
        unsubscribeUrl: unsubscribeUrl(siteOrigin, SAMPLE_TOKEN),
      },
      to: "owner",
      attachments: campaign.attachments,
    });
