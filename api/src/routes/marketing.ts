import { Hono } from "hono";
import { campaignSchema } from "@stringing/core/marketing/campaign";
import { contactEmailConfigSchema, emailServiceConfigSchema, emailServiceStatus } from "@stringing/core/marketing/email-service-config";
import type { CampaignSent, SendCampaignInput } from "@stringing/core/marketing/send-campaign";
import type { MailPurpose, MailSettings } from "@stringing/core/ports/mail-settings.port";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { siteOrigin } from "../middleware/site-origin.ts";
import { validate } from "../middleware/validate.ts";

export type MarketingRoutesDeps = {
  settings: MailSettings;
  sendCampaign: (input: SendCampaignInput) => Promise<Result<CampaignSent>>;
  trustProxy: boolean;
  /** The site's public address for links in e-mails; else the request's own origin. */
  publicUrl?: string | undefined;
};

/**
 * Email marketing and the mail configurations (all admin). A stored API
 * secret never appears in any answer: only `configured` and `senderEmail`.
 */
export const marketingRoutes = (deps: MarketingRoutesDeps) => {
  const status = async (purpose: MailPurpose) => emailServiceStatus(await deps.settings.get(purpose));
  return new Hono<AppEnv>()
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
    .get("/marketing/status", requireAdmin, async (c) => c.json(await status("campaigns")))
    .post("/marketing/send-campaign", requireAdmin, validate("json", campaignSchema), async (c) => {
      const result = await deps.sendCampaign({ campaign: c.req.valid("json"), siteOrigin: siteOrigin(c, deps) });
      if (!result.ok) return domainErrorResponse(c, result.error);
      const { recipientCount, failedCount, firstError } = result.value;
      // Nothing went out (refused credentials, provider down): say so, so the admin sees an error.
      if (recipientCount > 0 && failedCount === recipientCount) {
        return c.json({ message: `Failed to send email campaign: ${firstError ?? "every message failed"}`, recipientCount, failedCount }, 502);
      }
      return c.json({ recipientCount, failedCount });
    });
};
