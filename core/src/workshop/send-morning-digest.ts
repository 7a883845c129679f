/**
 * @module What the "workshop-digest" job does: the owner's digest of one
 * workshop day, sent at most once (the delivery record of its key, as the
 * owner's other notices, decision record 0014). A provider failure throws
 * MailNotDelivered, so the queue retries with backoff; a day with nothing
 * in it, a digest switched off since, or a retry that ran into the next day
 * settles without a mail.
 */
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { MailJobOutcome } from "../mail/deliver-order-mail.ts";
import { sendOwnerNotice } from "../mail/send-owner-notice.ts";
import type { ActiveMail } from "../mail/mail-delivery.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { MailDeliveries } from "../ports/mail-deliveries.port.ts";
import type { MailLog } from "../ports/mail-log.port.ts";
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
    return sendOwnerNotice(deps, active, { key, template: WORKSHOP_DIGEST_TEMPLATE, to, mail: digest });
  };
