import { beforeEach, describe, expect, it } from "vitest";
import type { AppJobs } from "../jobs/app-jobs.ts";
import { MailNotDelivered } from "../mail/deliver-order-mail.ts";
import type { ActiveMail } from "../mail/mail-delivery.ts";
import { InMemoryJobQueue } from "../testing/in-memory-job-queue.ts";
import { InMemoryMailDeliveries } from "../testing/in-memory-mail-deliveries.ts";
import { InMemoryMailLog, RecordingMailer } from "../testing/in-memory-marketing.ts";
import { InMemoryWorkshopDigestDays, InMemoryWorkshopDigestSettings } from "../testing/in-memory-workshop-digest.ts";
import type { DigestOrder } from "./morning-digest.ts";
import { queueMorningDigest } from "./queue-morning-digest.ts";
import { sendMorningDigest } from "./send-morning-digest.ts";
import type { WorkshopBoard } from "./workshop-board.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "./workshop-settings.ts";

// Monday 2026-03-09, 7:30 in New York (EDT).
const MONDAY_MORNING = new Date("2026-03-09T11:30:00Z");
const SATURDAY_MORNING = new Date("2026-03-14T12:30:00Z");
const ORIGIN = "https://shop.example";

const emptyBoard = (date: string): WorkshopBoard<DigestOrder> => ({ date, overdue: [], dueToday: [], inWorkshop: [], awaitingArrival: [], days: [] });

describe("the morning digest, from tick to mail", () => {
  let now: Date;
  let board: WorkshopBoard<DigestOrder>;
  let mailer: RecordingMailer;
  let mailLog: InMemoryMailLog;
  let deliveries: InMemoryMailDeliveries;
  let digestSettings: InMemoryWorkshopDigestSettings;
  let jobs: InMemoryJobQueue<AppJobs>;
  let savedOwnerEmail: string | null;

  beforeEach(async () => {
    now = MONDAY_MORNING;
    board = { ...emptyBoard("2026-03-09"), dueToday: [{ id: 69, customerName: "Casey Jones", serviceName: "Pro Pocket", promisedBy: "2026-03-09" }] };
    mailer = new RecordingMailer("local-file");
    mailLog = new InMemoryMailLog();
    deliveries = new InMemoryMailDeliveries();
    digestSettings = new InMemoryWorkshopDigestSettings();
    await digestSettings.save({ enabled: true, hour: 7, to: null });
    jobs = new InMemoryJobQueue<AppJobs>();
    savedOwnerEmail = "owner@shop.example";
  });

  const clock = { now: () => now };
  const activeMail = async (): Promise<ActiveMail> => ({
    provider: "file",
    configured: true,
    mailer,
    senderEmail: "no-reply@shop.example",
    ownerEmail: savedOwnerEmail ?? "no-reply@shop.example",
    savedOwnerEmail,
  });
  const send = () => sendMorningDigest({ board: async () => board, digestSettings, activeMail, mailLog, deliveries, clock });
  const tick = (days = new InMemoryWorkshopDigestDays(jobs)) =>
    queueMorningDigest({ workshopSettings: { get: async () => DEFAULT_WORKSHOP_SETTINGS }, digestSettings, days, siteOrigin: ORIGIN, clock });
  const queued = () => [...jobs.store.jobs.values()].map((job) => job.payload as AppJobs["workshop-digest"]);

  it("queues the day's digest on a working morning, once however many instances tick", async () => {
    const days = new InMemoryWorkshopDigestDays(jobs);
    expect(await Promise.all([tick(days)(), tick(days)(), tick(days)()])).toEqual(expect.arrayContaining(["2026-03-09", null, null]));
    expect(await tick(days)()).toBeNull();
    expect(queued()).toEqual([{ date: "2026-03-09", siteOrigin: ORIGIN }]);
  });

  it("queues nothing on a weekend, before the hour, or while switched off", async () => {
    now = SATURDAY_MORNING;
    expect(await tick()()).toBeNull();
    now = new Date("2026-03-09T10:59:00Z");
    expect(await tick()()).toBeNull();
    now = MONDAY_MORNING;
    await digestSettings.save({ enabled: false, hour: 7, to: null });
    expect(await tick()()).toBeNull();
    expect(queued()).toEqual([]);
  });

  it("mails the owner's notice address once, with the day's orders and their links", async () => {
    expect(await send()({ date: "2026-03-09", siteOrigin: ORIGIN })).toBe("sent");
    expect(await send()({ date: "2026-03-09", siteOrigin: ORIGIN })).toBe("already_sent");
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to.email).toBe("owner@shop.example");
    expect(mail?.subject).toBe("Workshop Mon, Mar 9: 1 due today");
    expect(mail?.text).toContain("#69 · Casey Jones · Pro Pocket");
    expect(mail?.text).toContain("https://shop.example/admin/orders/69");
    expect(mail?.idempotencyKey).toBe("workshop-digest:2026-03-09");
    expect(mailLog.entries).toEqual([expect.objectContaining({ kind: "workshop-digest", recipient: "owner@shop.example", status: "sent" })]);
  });

  it("goes to the address the digest names, else the sender when no owner address is saved", async () => {
    savedOwnerEmail = null;
    await send()({ date: "2026-03-09", siteOrigin: ORIGIN });
    await digestSettings.save({ enabled: true, hour: 7, to: "bench@shop.example" });
    board = { ...board, date: "2026-03-10" };
    now = new Date("2026-03-10T12:00:00Z");
    await send()({ date: "2026-03-10", siteOrigin: ORIGIN });
    expect(mailer.sent.map((mail) => mail.to.email)).toEqual(["no-reply@shop.example", "bench@shop.example"]);
  });

  it("sends nothing on an empty day, when switched off since, or for a day that has passed", async () => {
    board = emptyBoard("2026-03-09");
    expect(await send()({ date: "2026-03-09", siteOrigin: ORIGIN })).toBe("dropped");
    board = { ...board, overdue: [{ id: 1, customerName: "A", serviceName: "B", promisedBy: "2026-03-02" }] };
    expect(await send()({ date: "2026-03-06", siteOrigin: ORIGIN })).toBe("dropped");
    await digestSettings.save({ enabled: false, hour: 7, to: null });
    expect(await send()({ date: "2026-03-09", siteOrigin: ORIGIN })).toBe("dropped");
    expect(mailer.sent).toEqual([]);
  });

  it("retries a provider's failure and then sends once", async () => {
    mailer.failEverything = "Provider unavailable (HTTP 503)";
    await expect(send()({ date: "2026-03-09", siteOrigin: ORIGIN })).rejects.toBeInstanceOf(MailNotDelivered);
    expect(await deliveries.find("workshop-digest:2026-03-09")).toMatchObject({ status: "failed", attempts: 1 });
    mailer.failEverything = null;
    expect(await send()({ date: "2026-03-09", siteOrigin: ORIGIN })).toBe("sent");
    expect(await send()({ date: "2026-03-09", siteOrigin: ORIGIN })).toBe("already_sent");
    expect(mailer.batches).toHaveLength(2);
    expect(await deliveries.find("workshop-digest:2026-03-09")).toMatchObject({ status: "sent", attempts: 2 });
  });
});
