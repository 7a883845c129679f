/**
 * @module What the "workshop-digest" job does: the owner's digest of one
 * workshop day, sent at most once (the delivery record of its key, as the
 * owner's other notices, decision record 0014). A provider failure throws
 * MailNotDelivered, so the queue retries with backoff; a day with nothing
 * in it, a digest switched off since, or a retry that ran into the next day
 * settles without a mail.
 */
import type { AppJobs } from "../jobs/app-jobs.ts";
import { MailNotDelivered, type MailJobOutcome } from "../mail/deliver-order-mail.ts";
import type { ActiveMail } from "../mail/mail-delivery.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { MailDeliveries } from "../ports/mail-deliveries.port.ts";
import type { MailLog } from "../ports/mail-log.port.ts";
import type { DeliveryStatus } from "../ports/mailer.port.ts";
import { errorMessage } from "../shared/error-message.ts";
import { composeMorningDigest, type DigestOrder } from "./morning-digest.ts";
import type { WorkshopBoard } from "./workshop-board.ts";
import type { WorkshopDigestSettingsStore } from "./workshop-digest-settings.port.ts";

export const WORKSHOP_DIGEST_TEMPLATE = "workshop-digest";

/** The delivery record's key of a day's digest: `workshop-digest:2026-03-09`. */
export const workshopDigestKey = (date: string): string => `${WORKSHOP_DIGEST_TEMPLATE}:${date}`;

export type SendMorningDigestDeps = {
  /** The board at an instant (get-workshop-board.ts). */
  board: (now: Date) => Promise<WorkshopBoard<DigestOrder>>;
  digestSettings: Pick<WorkshopDigestSettingsStore, "get">;
  /** The provider in use now, and the owner's address (mail-delivery.ts). */
  activeMail: () => Promise<ActiveMail>;
  mailLog: MailLog;
  deliveries: MailDeliveries;
  clock: Clock;
};

export const sendMorningDigest =
  (deps: SendMorningDigestDeps) =>
  async (payload: AppJobs["workshop-digest"]): Promise<MailJobOutcome> => {
    const key = workshopDigestKey(payload.date);
    if ((await deps.deliveries.find(key))?.status === "sent") return "already_sent";
    const settings = await deps.digestSettings.get();
    if (!settings.enabled) return "dropped";
    const board = await deps.board(deps.clock.now());
    if (board.date !== payload.date) return "dropped";
    const digest = composeMorningDigest(board, payload.siteOrigin);
    if (!digest) return "dropped";
    const active = await deps.activeMail();
    const to = settings.to ?? active.ownerEmail;
    let status: DeliveryStatus;
    try {
      [status = { ok: false, error: "No status returned for this message" }] = await active.mailer.send([
        { from: { email: active.senderEmail }, to: { email: to }, ...digest, idempotencyKey: key },
      ]);
    } catch (error) {
      status = { ok: false, error: errorMessage(error) };
    }
    const outcome = {
      status: status.ok ? ("sent" as const) : ("failed" as const),
      providerMessageId: status.ok ? status.providerMessageId : null,
      error: status.ok ? null : status.error,
    };
    await deps.mailLog.record([{ kind: WORKSHOP_DIGEST_TEMPLATE, recipient: to, subject: digest.subject, provider: active.mailer.provider, ...outcome }]);
    await deps.deliveries.record({ key, template: WORKSHOP_DIGEST_TEMPLATE, recipient: to, ...outcome });
    if (!status.ok) throw new MailNotDelivered(key, status.error);
    return "sent";
  };
