import { describe, expect, it } from "vitest";
import type { SubscriberRepository } from "../../ports/subscriber-repository.port.ts";
import type { SubscriberKey, SubscriberUpdates } from "../../ports/subscriber-updates.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

export type SubscriberUpdatesSubject = {
  updates: SubscriberUpdates;
  subscribers: SubscriberRepository;
  /** Every "resubscribe-mail" job stored so far, oldest first (each store is read its own way). */
  storedJobs(): Promise<{ subscriberId: number; siteOrigin: string }[]>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const at = new Date("2026-05-01T12:00:00.000Z");

/** The subscriber unit of work, run against the in-memory fake and Postgres alike. */
export function subscriberUpdatesContract(open: FreshFactory<SubscriberUpdatesSubject>): void {
  describe("subscriber updates port contract", () => {
    const subject = useFresh(open);

    it("upserts: a new address is created subscribed and unsuppressed, a known one is held as it is", async () => {
      const { updates } = subject();
      const first = await updates.inTransaction((unit) => unit.upsert({ email: "fan@example.com", name: null }));
      expect(first).toEqual({
        created: true,
        record: {
          id: expect.any(Number),
          email: "fan@example.com",
          name: null,
          subscribed: true,
          createdAt: expect.any(Date),
          suppressedAt: null,
          suppressionReason: null,
          resubscribeRequestedAt: null,
        },
      });
      const again = await updates.inTransaction((unit) => unit.upsert({ email: "fan@example.com", name: "Fan" }));
      expect(again).toEqual({ created: false, record: { ...first.record, name: "Fan" } });
    });

    it("locks by id, e-mail in any case, and each token; tokens of the wrong shape find nobody", async () => {
      const { updates, subscribers } = subject();
      const { subscriber } = await subscribers.subscribe({ email: "Mixed@Example.com", name: null });
      const [recipient] = await subscribers.listRecipients();
      const token = await updates.inTransaction((unit) => unit.startResubscribeRequest(subscriber.id, at));
      expect(token).toMatch(UUID);
      const lock = (key: SubscriberKey) => updates.inTransaction((unit) => unit.lock(key));
      for (const key of [
        { id: subscriber.id },
        { email: "mixed@example.com" },
        { unsubscribeToken: recipient!.unsubscribeToken.toUpperCase() },
        { resubscribeToken: token },
      ]) {
        expect(await lock(key), JSON.stringify(key)).toMatchObject({ id: subscriber.id, resubscribeRequestedAt: at });
      }
      for (const key of [
        { id: 999_999 },
        { email: "nobody@example.com" },
        { unsubscribeToken: "x'; drop" },
        { resubscribeToken: "" },
        { resubscribeToken: recipient!.unsubscribeToken },
      ]) {
        expect(await lock(key), JSON.stringify(key)).toBeNull();
      }
    });

    it("applies changes, clears the confirmation token on request, and draws a new token for each request", async () => {
      const { updates, subscribers } = subject();
      const { subscriber } = await subscribers.subscribe({ email: "a@example.com", name: null });
      const suppressed = await updates.inTransaction((unit) =>
        unit.update(subscriber.id, { subscribed: false, suppressedAt: at, suppressionReason: "spam_complaint" }),
      );
      expect(suppressed).toMatchObject({ subscribed: false, suppressedAt: at, suppressionReason: "spam_complaint" });
      expect((await subscribers.list({}))[0]).toMatchObject({ suppressedAt: at, suppressionReason: "spam_complaint" });
      expect(await subscribers.listRecipients()).toEqual([]);

      const first = await updates.inTransaction((unit) => unit.startResubscribeRequest(subscriber.id, at));
      const second = await updates.inTransaction((unit) => unit.startResubscribeRequest(subscriber.id, at));
      expect(second).not.toBe(first);
      expect(await updates.pendingResubscribe(subscriber.id)).toEqual({ record: expect.objectContaining({ email: "a@example.com" }), token: second });
      expect(await updates.inTransaction((unit) => unit.lock({ resubscribeToken: first }))).toBeNull();

      await updates.inTransaction((unit) =>
        unit.update(subscriber.id, {
          subscribed: true,
          suppressedAt: null,
          suppressionReason: null,
          resubscribeRequestedAt: null,
          clearResubscribeToken: true,
        }),
      );
      expect(await updates.pendingResubscribe(subscriber.id)).toBeNull();
      expect(await updates.pendingResubscribe(999_999)).toBeNull();
      expect((await subscribers.listRecipients()).map((r) => r.email)).toEqual(["a@example.com"]);
    });

    it("claims a provider's event once, providers apart", async () => {
      const { updates } = subject();
      expect(await updates.inTransaction((unit) => unit.claimWebhookEvent("resend", "msg_1"))).toBe(true);
      expect(await updates.inTransaction((unit) => unit.claimWebhookEvent("resend", "msg_1"))).toBe(false);
      expect(await updates.inTransaction((unit) => unit.claimWebhookEvent("mailjet", "msg_1"))).toBe(true);
    });

    it("stores the unit's jobs with its changes, and neither when it fails", async () => {
      const { updates, subscribers } = subject();
      const { subscriber } = await subscribers.subscribe({ email: "b@example.com", name: null });
      await expect(
        updates.inTransaction(async (unit) => {
          await unit.startResubscribeRequest(subscriber.id, at);
          await unit.claimWebhookEvent("resend", "msg_lost");
          await unit.jobs.enqueue("resubscribe-mail", { subscriberId: subscriber.id, siteOrigin: "https://lost.example" });
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await updates.pendingResubscribe(subscriber.id)).toBeNull();
      expect(await subject().storedJobs()).toEqual([]);
      expect(await updates.inTransaction((unit) => unit.claimWebhookEvent("resend", "msg_lost"))).toBe(true);

      await updates.inTransaction(async (unit) => {
        await unit.startResubscribeRequest(subscriber.id, at);
        await unit.jobs.enqueue("resubscribe-mail", { subscriberId: subscriber.id, siteOrigin: "https://shop.example" });
      });
      expect(await subject().storedJobs()).toEqual([{ subscriberId: subscriber.id, siteOrigin: "https://shop.example" }]);
    });
  });
}
