import { type Context, Hono } from "hono";
import { type ActiveMail, mailDeliveryStatus } from "@stringing/core/mail/mail-delivery";
import { ownerEmailSchema, testMailSchema } from "@stringing/core/mail/mail-settings-input";
import type { MailOutcome } from "@stringing/core/mail/send-mail";
import { type Campaign, campaignSchema } from "@stringing/core/marketing/campaign";
import type { CampaignPreview } from "@stringing/core/marketing/preview-campaign";
import { contactEmailConfigSchema, emailServiceConfigSchema, emailServiceStatus } from "@stringing/core/marketing/email-service-config";
import type { CampaignSummary } from "@stringing/core/marketing/campaign-delivery";
import type { CampaignQueued, QueueCampaignInput } from "@stringing/core/marketing/queue-campaign";
import type { MailPurpose, MailSettings } from "@stringing/core/ports/mail-settings.port";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type MarketingRoutesDeps = {
  settings: MailSettings;
  /** Stores the campaign, its deliveries and its batch jobs; sends nothing itself. */
  queueCampaign: (input: QueueCampaignInput) => Promise<Result<CampaignQueued>>;
  /** Every campaign with its delivery counts, newest first. */
  listCampaigns: () => Promise<CampaignSummary[]>;
  /** The mail provider in use (Mailjet saved, else Resend, else files). */
  activeMail: () => Promise<ActiveMail>;
  sendTestMail: (input: { to?: string | undefined; siteOrigin: string }) => Promise<MailOutcome>;
  /** The campaign in the branded template the send uses, and how many it would reach. */
  previewCampaign: (input: { campaign: Campaign; siteOrigin: string }) => Promise<CampaignPreview>;
  /** One copy of the campaign to the owner's address. */
  sendCampaignTest: (input: { campaign: Campaign; siteOrigin: string }) => Promise<MailOutcome>;
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

/**
 * Email marketing and the mail configurations (all admin). A stored API
 * secret never appears in any answer: only `configured` and `senderEmail`,
 * and which provider is active (`provider`: mailjet, resend or file).
 */
export const marketingRoutes = (deps: MarketingRoutesDeps) => {
  const status = async (purpose: MailPurpose) => emailServiceStatus(await deps.settings.get(purpose));
  const testAnswer = (c: Context<AppEnv>, { provider, to, subject, status }: MailOutcome) =>
    status.ok
      ? c.json({ ok: true as const, provider, to, subject, providerMessageId: status.providerMessageId }, 200)
      : // Nothing went out: an error answer, so the admin sees why.
        c.json({ message: `The test mail could not be sent: ${status.error}`, ok: false as const, provider, to, subject, error: status.error }, 502);
  return (
    new Hono<AppEnv>()
      .get("/config/mailjet", requireAdmin, async (c) => c.json(await status("campaigns")))
      .post("/config/mailjet", requireAdmin, validate("json", emailServiceConfigSchema), async (c) => {
        const config = c.req.valid("json");
        await deps.settings.save("campaigns", config);
        return c.json(emailServiceStatus(config));
      })
      .get("/config/contact-email", requireAdmin, async (c) => c.json(await status("contact-form")))
      .post("/config/contact-email", requireAdmin, validate("json", contactEmailConfigSchema), async (c) => {
        const config = c.req.valid("json");
        await deps.settings.save("contact-form", config);
        return c.json(emailServiceStatus(config));
      })
      // Mail delivery (Settings): the provider in use, the owner's address, and a test mail through it.
      .get("/config/mail", requireAdmin, async (c) => c.json(mailDeliveryStatus(await deps.activeMail())))
      .post("/config/mail", requireAdmin, validate("json", ownerEmailSchema), async (c) => {
        await deps.settings.saveOwnerEmail(c.req.valid("json").ownerEmail);
        return c.json(mailDeliveryStatus(await deps.activeMail()));
      })
      .post("/marketing/test-mail", requireAdmin, validate("json", testMailSchema), async (c) =>
        testAnswer(c, await deps.sendTestMail({ to: c.req.valid("json").to, siteOrigin: deps.origin })),
      )
      // The same answer as /config/mail, so Marketing and Settings cannot disagree about the provider.
      .get("/marketing/status", requireAdmin, async (c) => c.json(mailDeliveryStatus(await deps.activeMail())))
      .post("/marketing/preview", requireAdmin, validate("json", campaignSchema), async (c) =>
        c.json(await deps.previewCampaign({ campaign: c.req.valid("json"), siteOrigin: deps.origin })),
      )
      .post("/marketing/test-campaign", requireAdmin, validate("json", campaignSchema), async (c) =>
        testAnswer(c, await deps.sendCampaignTest({ campaign: c.req.valid("json"), siteOrigin: deps.origin })),
      )
      // Queued, not sent: the batch jobs send it (docs/rules/mail.md, Campaigns: 202 {campaignId, recipientCount} at once).
      .post("/marketing/send-campaign", requireAdmin, validate("json", campaignSchema), async (c) => {
        const result = await deps.queueCampaign({ campaign: c.req.valid("json"), siteOrigin: deps.origin });
        if (!result.ok) return domainErrorResponse(c, result.error);
        const { campaignId, recipientCount } = result.value;
        return c.json({ campaignId, recipientCount }, 202);
      })
      .get("/marketing/campaigns", requireAdmin, async (c) => {
        const campaigns = await deps.listCampaigns();
        return c.json(campaigns.map(({ createdAt, ...campaign }) => ({ ...campaign, createdAt: createdAt.toISOString() })));
      })
  );
};
