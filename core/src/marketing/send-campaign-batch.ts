import type { ActiveMail } from "../mail/mail-delivery.ts";
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { CampaignRepository, DeliveryOutcome, StoredCampaign } from "../ports/campaign-repository.port.ts";
import type { JobRun } from "../ports/job-queue.port.ts";
import type { MailLogEntry } from "../ports/mail-log.port.ts";
import type { DeliveryStatus, OutgoingMail } from "../ports/mailer.port.ts";
import type { MailComposer } from "../ports/mail-composer.port.ts";
import { mailSite, type SiteSections } from "../mail/order-mail-data.ts";
import type { ComposedMail } from "../mail/mail-templates.ts";
import { errorMessage } from "../shared/error-message.ts";
import { campaignDeliveryKey, isProviderFailure } from "./campaign-delivery.ts";
import { composeCampaignMessage, renderCampaign } from "./compose-campaign.ts";
import { inBatches } from "./in-batches.ts";
import { mailLogEntry } from "./mail-log-entry.ts";
import { EMAIL_SERVICE_NOT_CONFIGURED } from "./queue-campaign.ts";

export type SendCampaignBatchDeps = {
  /** The provider in use when the batch runs. */
  activeMail: () => Promise<ActiveMail>;
  /** The branded template every copy is rendered in. */
  composer: MailComposer;
  /** The name and address the template's frame shows (content sections). */
  siteSections: () => Promise<SiteSections>;
  campaigns: Pick<CampaignRepository, "find" | "claimBatch" | "recordOutcomes">;
  /** The job queue's retries (its policy's `retryLimit`): the run after the last retry records a provider failure as final. */
  retryLimit: number;
};

export const NO_LONGER_SUBSCRIBED = "Unsubscribed or suppressed before the campaign reached this address";

/** Campaigns a process keeps at hand: a campaign's batches usually follow one another, and its content never changes. */
const CACHED_CAMPAIGNS = 4;

/**
 * The "campaign-batch" job: sends one batch of a campaign, once per
 * recipient however often the job runs (decision record 0015).
 *
 * It claims the batch's deliveries that are pending or were left `sending`
 * by an interrupted run (never a sent or failed one), sends each copy with
 * its idempotency key, then records every outcome together with the mail log. A
 * recipient who unsubscribed or was suppressed since the campaign was queued
 * is not sent (recorded failed). When the provider fails the whole call, the
 * deliveries go back to pending and the run throws, so the queue retries the
 * batch with its backoff; on the last run they are recorded failed.
 *
 * What "once" rests on: the claim and the record are statements of their
 * own, so a process that dies between the provider's acceptance and the
 * record leaves the batch `sending`, and the retry sends those copies again
 * with the same keys. Resend drops such a repeat (it keeps keys 24 hours);
 * the file mailer writes the same file again; Mailjet has no key, so there
 * the window (one batch, the time between its acceptance and the record
 * committing, a few milliseconds) can give its recipients a second copy.
 */
export const sendCampaignBatch = (deps: SendCampaignBatchDeps) => {
  type Loaded = { stored: StoredCampaign; rendered: ComposedMail };
  const cache = new Map<number, Loaded>();
  const load = async (id: number): Promise<Loaded | null> => {
    const cached = cache.get(id);
    if (cached) return cached;
    const stored = await deps.campaigns.find(id);
    if (!stored) return null;
    // Rendered once per campaign: each copy only swaps in its own unsubscribe link.
    const rendered = await renderCampaign(deps.composer, stored.campaign, mailSite(await deps.siteSections(), stored.siteOrigin));
    if (cache.size >= CACHED_CAMPAIGNS) cache.delete(cache.keys().next().value!);
    cache.set(id, { stored, rendered });
    return { stored, rendered };
  };

  return async ({ campaignId, batch }: AppJobs["campaign-batch"], run: Pick<JobRun, "attempt" | "signal">): Promise<void> => {
    const loaded = await load(campaignId);
    // Deleted, or sent before jobs: nothing to do.
    if (!loaded) return;
    const { stored, rendered } = loaded;
    const active = await deps.activeMail();
    // The provider was switched off after queueing: wait for it, with the backoff.
    if (!active.configured) throw new Error(EMAIL_SERVICE_NOT_CONFIGURED);
    run.signal.throwIfAborted();

    const claimed = await deps.campaigns.claimBatch(campaignId, batch);
    if (claimed.length === 0) return;
    const lastRun = run.attempt > deps.retryLimit;
    const { mailer } = active;
    const from = { email: active.senderEmail };
    const outcomes: DeliveryOutcome[] = [];
    const logged: MailLogEntry[] = [];
    let providerFailure: string | null = null;

    for (const recipient of claimed) {
      if (!recipient.stillSubscribed) outcomes.push({ email: recipient.email, status: "failed", providerMessageId: null, error: NO_LONGER_SUBSCRIBED });
    }
    const recipients = claimed.filter((recipient) => recipient.stillSubscribed);
    // One call, unless the provider in use now takes fewer than the one the campaign was batched for.
    for (const chunk of recipients.length ? inBatches(recipients, mailer.maxBatchSize) : []) {
      const messages = chunk.map(
        (recipient): OutgoingMail => ({
          ...composeCampaignMessage(stored.campaign, rendered, recipient, from, stored.siteOrigin),
          idempotencyKey: campaignDeliveryKey(campaignId, recipient.email),
          customId: campaignDeliveryKey(campaignId, recipient.email),
        }),
      );
      let statuses: DeliveryStatus[];
      try {
        statuses = await mailer.send(messages);
      } catch (error) {
        statuses = messages.map(() => ({ ok: false, error: errorMessage(error) }));
      }
      const retry = !lastRun && isProviderFailure(statuses);
      messages.forEach((message, index) => {
        const status = statuses[index] ?? { ok: false, error: "No status returned for this message" };
        const email = chunk[index]!.email;
        if (retry) {
          providerFailure ??= status.ok ? null : status.error;
          outcomes.push({ email, status: "pending", providerMessageId: null, error: status.ok ? null : status.error });
          return;
        }
        outcomes.push(
          status.ok
            ? { email, status: "sent", providerMessageId: status.providerMessageId, error: null }
            : { email, status: "failed", providerMessageId: null, error: status.error },
        );
        logged.push(mailLogEntry("campaign", message, mailer, status));
      });
    }

    // The outcomes and the mail log in one write: one statement per batch, whatever its size.
    await deps.campaigns.recordOutcomes(campaignId, outcomes, logged);
    if (providerFailure !== null) throw new Error(`The mail provider refused batch ${batch} of campaign ${campaignId}: ${providerFailure}`);
  };
};
