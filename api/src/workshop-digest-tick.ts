/**
 * @module The morning digest's tick, run by every instance: every few
 * minutes it queues the day's digest when one is due. Across instances the
 * day is queued once (core's queue-morning-digest.ts and its
 * WorkshopDigestDays port); the job itself then sends at most one mail.
 */
import type { Clock } from "@stringing/core/ports/clock.port";
import { errorMessage } from "@stringing/core/shared/error-message";
import { queueMorningDigest } from "@stringing/core/workshop/queue-morning-digest";
import type { Adapters } from "./composition.ts";

/** A digest is queued at most this long after its hour. */
export const WORKSHOP_DIGEST_TICK_MS = 5 * 60 * 1000;

export type WorkshopDigestTick = {
  /** Starts no further tick and waits for the one in hand. */
  stop(): Promise<void>;
};

/** One tick: the day queued, or null. */
export const workshopDigestTick = (
  adapters: Pick<Adapters, "workshopSettings" | "workshopDigestSettings" | "workshopDigestDays">,
  options: { siteOrigin: string; clock: Clock },
) =>
  queueMorningDigest({
    workshopSettings: adapters.workshopSettings,
    digestSettings: adapters.workshopDigestSettings,
    days: adapters.workshopDigestDays,
    siteOrigin: options.siteOrigin,
    clock: options.clock,
  });

export function startWorkshopDigestTick(tick: () => Promise<unknown>, everyMs = WORKSHOP_DIGEST_TICK_MS): WorkshopDigestTick {
  let inHand: Promise<void> = Promise.resolve();
  const run = () => {
    inHand = inHand.then(() =>
      tick().then(
        () => undefined,
        // A database away for a moment: the next tick tries again.
        (error: unknown) => console.error(`[workshop-digest] Could not queue the morning digest (${errorMessage(error)}).`),
      ),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  // Nothing depends on it to exit: it never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inHand;
    },
  };
}
