import { describe, expect, it } from "vitest";
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { SuppressionNotice, SuppressionNotices } from "../ports/suppression-notices.port.ts";
import { err, ok } from "../shared/result.ts";
import { InMemoryJobQueue } from "../testing/in-memory-job-queue.ts";
import { InMemorySubscribers } from "../testing/in-memory-marketing.ts";
import { InMemorySubscriberUpdates } from "../testing/in-memory-subscriber-updates.ts";
import { receiveSuppressionNotices } from "./receive-suppression-notices.ts";
import { confirmResubscribe, findResubscribeRequest } from "./resubscribe-subscriber.ts";
import { signUpSubscriber } from "./sign-up-subscriber.ts";
import { findSubscriber, unsubscribeSubscriber } from "./unsubscribe-subscriber.ts";

const ORIGIN = "https://shop.example";

function setup() {
  let now = new Date("2026-05-01T12:00:00Z");
  const clock = { now: () => now };
  const subscribers = new InMemorySubscribers();
  const queue = new InMemoryJobQueue<AppJobs>();
  const updates = new InMemorySubscriberUpdates(subscribers, queue);
  const jobs = () => [...queue.store.jobs.values()].map((job) => ({ name: job.name, payload: job.payload }));
  const row = (email: string) => subscribers.rows.find((r) => r.email === email)!;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { clock, subscribers, updates, jobs, row, later };
}

/** A provider whose deliveries are whatever the test says. */
const provider = (notices: SuppressionNotice[], ignored = 0): SuppressionNotices => ({
  provider: "test",
  read: async (_body, credentials) => (credentials.secret === "good" ? ok({ notices, ignored }) : err("bad_signature")),
});

const HOUR = 60 * 60 * 1000;

describe("signing up through the public form", () => {
  it("subscribes a new address and leaves a subscribed one alone, mailing nobody", async () => {
    const t = setup();
    const signUp = signUpSubscriber(t);
    expect(await signUp({ email: "new@example.com", name: "New", siteOrigin: ORIGIN })).toMatchObject({ created: true, resubscribeRequested: false });
    expect(await signUp({ email: "new@example.com", name: null, siteOrigin: ORIGIN })).toMatchObject({
      created: false,
      resubscribeRequested: false,
      subscriber: { subscribed: true, name: "New" },
    });
    expect(t.jobs()).toEqual([]);
  });

  it("keeps an unsubscribed or suppressed address off the list and mails it a confirmation link, once a day at most", async () => {
    const t = setup();
    const gone = t.subscribers.add("gone@example.com", { suppressionReason: "unsubscribed" });
    const bounced = t.subscribers.add("bounced@example.com", { suppressionReason: "hard_bounce" });
    const signUp = signUpSubscriber(t);

    const first = await signUp({ email: "gone@example.com", name: null, siteOrigin: ORIGIN });
    expect(first).toMatchObject({ created: false, resubscribeRequested: true, subscriber: { subscribed: false, suppressionReason: "unsubscribed" } });
    expect(t.row("gone@example.com").resubscribeToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.jobs()).toEqual([{ name: "resubscribe-mail", payload: { subscriberId: gone.id, siteOrigin: ORIGIN } }]);

    t.later(23 * HOUR);
    expect((await signUp({ email: "gone@example.com", name: null, siteOrigin: ORIGIN })).resubscribeRequested).toBe(false);
    expect(await signUp({ email: "bounced@example.com", name: null, siteOrigin: ORIGIN })).toMatchObject({ resubscribeRequested: true });
    expect(t.jobs()).toHaveLength(2);
    t.later(HOUR);
    expect((await signUp({ email: "gone@example.com", name: null, siteOrigin: ORIGIN })).resubscribeRequested).toBe(true);
    expect(t.jobs().map((job) => job.payload.subscriberId)).toEqual([gone.id, bounced.id, gone.id]);
    expect(t.row("gone@example.com").subscribed).toBe(false);
  });

  it("stores neither the request nor its job when the transaction fails", async () => {
    const t = setup();
    t.subscribers.add("gone@example.com", { suppressionReason: "unsubscribed" });
    const failing = {
      updates: {
        inTransaction: <T>(work: Parameters<typeof t.updates.inTransaction<T>>[0]) =>
          t.updates.inTransaction(async (unit) => {
            const result = await work(unit);
            throw new Error(`database lost after ${String(result)}`);
          }),
        pendingResubscribe: t.updates.pendingResubscribe.bind(t.updates),
      },
      clock: t.clock,
    };
    await expect(signUpSubscriber(failing)({ email: "gone@example.com", name: null, siteOrigin: ORIGIN })).rejects.toThrow("database lost");
    expect(t.jobs()).toEqual([]);
    expect(t.row("gone@example.com").resubscribeToken).toBeNull();
  });
});

describe("the confirmation link", () => {
  it("subscribes the address again and lifts its suppression, once; an unknown or used link finds nobody", async () => {
    const t = setup();
    t.subscribers.add("back@example.com", { suppressionReason: "spam_complaint" });
    await signUpSubscriber(t)({ email: "back@example.com", name: null, siteOrigin: ORIGIN });
    const token = t.row("back@example.com").resubscribeToken!;

    expect(await findResubscribeRequest(t)(token)).toMatchObject({ email: "back@example.com", subscribed: false });
    expect(t.row("back@example.com").subscribed).toBe(false);
    expect(await confirmResubscribe(t)(token.toUpperCase())).toMatchObject({
      email: "back@example.com",
      subscribed: true,
      suppressedAt: null,
      suppressionReason: null,
    });
    expect(t.row("back@example.com").resubscribeToken).toBeNull();
    expect(await t.subscribers.listRecipients()).toEqual([expect.objectContaining({ email: "back@example.com" })]);
    expect(await confirmResubscribe(t)(token)).toBeNull();
    expect(await findResubscribeRequest(t)("not-a-token")).toBeNull();
  });

  it("expires after seven days", async () => {
    const t = setup();
    t.subscribers.add("slow@example.com", { suppressionReason: "unsubscribed" });
    await signUpSubscriber(t)({ email: "slow@example.com", name: null, siteOrigin: ORIGIN });
    const token = t.row("slow@example.com").resubscribeToken!;
    t.later(7 * 24 * HOUR + 1);
    expect(await findResubscribeRequest(t)(token)).toBeNull();
    expect(await confirmResubscribe(t)(token)).toBeNull();
    expect(t.row("slow@example.com").subscribed).toBe(false);
  });
});

describe("unsubscribing", () => {
  it("suppresses the address a link or an id names, keeps the first time, and shows the page's subscriber without changing it", async () => {
    const t = setup();
    const fan = t.subscribers.add("fan@example.com");
    expect(await findSubscriber(t)({ unsubscribeToken: fan.unsubscribeToken })).toMatchObject({ subscribed: true });
    const first = await unsubscribeSubscriber(t)({ unsubscribeToken: fan.unsubscribeToken });
    expect(first).toMatchObject({ subscribed: false, suppressionReason: "unsubscribed", suppressedAt: t.clock.now() });
    t.later(HOUR);
    expect(await unsubscribeSubscriber(t)({ id: fan.id })).toEqual(first);
    expect(await unsubscribeSubscriber(t)({ unsubscribeToken: "00000000-0000-4000-8000-00000000ffff" })).toBeNull();
    expect(await t.subscribers.listRecipients()).toEqual([]);
  });
});

describe("suppression notices from a provider", () => {
  const notice = (email: string, reason: SuppressionNotice["reason"], eventId = `${email}:${reason}`): SuppressionNotice => ({
    provider: "test",
    eventId,
    email,
    reason,
  });

  it("suppresses known addresses with their reason, ignores unknown ones, and refuses an unauthenticated delivery whole", async () => {
    const t = setup();
    t.subscribers.add("a@example.com");
    t.subscribers.add("B@Example.com");
    const notices = [notice("a@example.com", "hard_bounce"), notice("b@example.com", "spam_complaint"), notice("stranger@example.com", "hard_bounce")];
    expect(await receiveSuppressionNotices({ ...t, notices: provider(notices) })("{}", { secret: "wrong" })).toEqual({ ok: false, error: "bad_signature" });
    expect(t.subscribers.rows.every((row) => row.subscribed)).toBe(true);

    expect(await receiveSuppressionNotices({ ...t, notices: provider(notices, 2) })("{}", { secret: "good" })).toEqual({
      ok: true,
      value: { suppressed: 2, unchanged: 0, replayed: 0, unknown_address: 1, ignored: 2 },
    });
    expect(t.row("a@example.com")).toMatchObject({ subscribed: false, suppressionReason: "hard_bounce", suppressedAt: t.clock.now() });
    expect(t.row("B@Example.com")).toMatchObject({ subscribed: false, suppressionReason: "spam_complaint" });
  });

  it("changes nothing on a replay, even after the address was subscribed again by confirmation", async () => {
    const t = setup();
    t.subscribers.add("a@example.com");
    const receive = receiveSuppressionNotices({ ...t, notices: provider([notice("a@example.com", "hard_bounce", "evt_1")]) });
    expect((await receive("{}", { secret: "good" })).ok).toBe(true);
    await signUpSubscriber(t)({ email: "a@example.com", name: null, siteOrigin: ORIGIN });
    await confirmResubscribe(t)(t.row("a@example.com").resubscribeToken!);
    expect(await receive("{}", { secret: "good" })).toEqual({ ok: true, value: { suppressed: 0, unchanged: 0, replayed: 1, unknown_address: 0, ignored: 0 } });
    expect(t.row("a@example.com")).toMatchObject({ subscribed: true, suppressedAt: null });
  });
});
