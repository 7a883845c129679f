/**
 * @module A failed job as the admin's "Background jobs" panel shows it:
 * what it was for in words, from its name and payload, never the payload
 * itself (it may hold addresses and origins the admin has no use for).
 */
import type { FailedJob, JobPayload } from "../ports/job-queue.port.ts";

export type FailedJobView = {
  id: string;
  name: string;
  /** What the job was for, e.g. "Order #12: order received mail". */
  about: string;
  attempts: number;
  error: string;
  createdAt: Date;
  failedAt: Date;
};

const num = (payload: JobPayload, key: string): string => {
  const value = payload[key];
  return typeof value === "number" || typeof value === "string" ? String(value) : "?";
};

/** Describes what a job of the app (AppJobs) was for; a job of another name is named as it is. */
export function describeJob(name: string, payload: JobPayload): string {
  switch (name) {
    case "order-mail":
      return `Order #${num(payload, "orderId")}: ${String(payload.template ?? "").replace(/-/g, " ")} mail`;
    case "contact-mail":
      return `Contact message #${num(payload, "contactId")}: the owner's notice`;
    case "campaign-batch":
      return `Campaign #${num(payload, "campaignId")}: batch ${Number(num(payload, "batch")) + 1 || "?"}`;
    case "resubscribe-mail":
      return `Subscriber #${num(payload, "subscriberId")}: the resubscribe confirmation mail`;
    case "workshop-digest":
      return `The morning digest of ${num(payload, "date")}`;
    case "low-stock-mail":
      return `Item #${num(payload, "itemId")}: the low-stock notice (order #${num(payload, "orderId")})`;
    default:
      return name;
  }
}

export const failedJobView = (job: FailedJob): FailedJobView => ({
  id: job.id,
  name: job.name,
  about: describeJob(job.name, job.payload),
  attempts: job.attempts,
  error: job.error.slice(0, 2000),
  createdAt: job.createdAt,
  failedAt: job.failedAt,
});
