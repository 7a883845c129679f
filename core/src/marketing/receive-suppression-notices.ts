import type { Clock } from "../ports/clock.port.ts";
import type { NoticeRefusal } from "../ports/payment-notices.port.ts";
import type { SubscriberUpdates } from "../ports/subscriber-updates.port.ts";
import type { SuppressionNotice, SuppressionNotices } from "../ports/suppression-notices.port.ts";
import { ok, type Result } from "../shared/result.ts";
import { suppressionChanges } from "./suppression.ts";

/** What became of one notice. */
export type SuppressionOutcome = "suppressed" | "unchanged" | "replayed" | "unknown_address";

/** How many notices of a delivery ended each way, and how many events it held that we do not act on. */
export type SuppressionTally = Record<SuppressionOutcome, number> & { ignored: number };

export type ReceiveSuppressionDeps = { notices: SuppressionNotices; updates: SubscriberUpdates; clock: Clock };

/**
 * One notice, atomically: its event id is claimed (a replay changes
 * nothing, even after the address was subscribed again by confirmation),
 * the address is locked and suppressed by the rule. An address we do not
 * know (a customer's order mail bounced) is left alone: suppression only
 * decides who gets campaigns.
 */
export const applySuppressionNotice =
  (deps: Pick<ReceiveSuppressionDeps, "updates" | "clock">) =>
  (notice: SuppressionNotice): Promise<SuppressionOutcome> =>
    deps.updates.inTransaction(async (unit) => {
      if (!(await unit.claimWebhookEvent(notice.provider, notice.eventId))) return "replayed";
      const record = await unit.lock({ email: notice.email });
      if (!record) return "unknown_address";
      const changes = suppressionChanges(record, notice.reason, deps.clock.now());
      if (!changes) return "unchanged";
      await unit.update(record.id, changes);
      return "suppressed";
    });

/** A provider's delivery: refused as a whole when not authentic, else each notice in its own transaction. */
export const receiveSuppressionNotices =
  (deps: ReceiveSuppressionDeps) =>
  async (rawBody: string, credentials: Record<string, string | undefined>): Promise<Result<SuppressionTally, NoticeRefusal>> => {
    const delivery = await deps.notices.read(rawBody, credentials);
    if (!delivery.ok) return delivery;
    const tally: SuppressionTally = { suppressed: 0, unchanged: 0, replayed: 0, unknown_address: 0, ignored: delivery.value.ignored };
    const apply = applySuppressionNotice(deps);
    for (const notice of delivery.value.notices) tally[await apply(notice)]++;
    return ok(tally);
  };
