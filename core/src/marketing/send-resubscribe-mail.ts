import { type MailOutcome, type SendMailDeps, sendTemplateMail } from "../mail/send-mail.ts";
import { mailSite, type SiteSections } from "../mail/order-mail-data.ts";
import type { SubscriberUpdates } from "../ports/subscriber-updates.port.ts";
import { resubscribeUrl } from "./resubscribe-subscriber.ts";

export type SendResubscribeMailDeps = SendMailDeps & {
  updates: Pick<SubscriberUpdates, "pendingResubscribe">;
  /** The content sections company-name and contact-info. */
  siteSections: () => Promise<SiteSections>;
};

/**
 * The "resubscribe-mail" job's work: mails the address its confirmation
 * link, read as it stands now. Nothing is sent when no request is pending
 * any more (confirmed meanwhile, or the subscriber is gone): `null`.
 */
export const sendResubscribeMail =
  (deps: SendResubscribeMailDeps) =>
  async (input: { subscriberId: number; siteOrigin: string; idempotencyKey?: string | undefined }): Promise<MailOutcome | null> => {
    const pending = await deps.updates.pendingResubscribe(input.subscriberId);
    if (!pending) return null;
    const { record, token } = pending;
    return sendTemplateMail(deps)({
      template: "resubscribe-confirmation",
      data: {
        site: mailSite(await deps.siteSections(), input.siteOrigin),
        name: record.name,
        email: record.email,
        confirmUrl: resubscribeUrl(input.siteOrigin, token),
      },
      to: { email: record.email, name: record.name },
      idempotencyKey: input.idempotencyKey,
    });
  };
