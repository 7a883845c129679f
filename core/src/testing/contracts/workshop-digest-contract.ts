import { describe, expect, it } from "vitest";
import type { WorkshopDigestDays, WorkshopDigestSettingsStore } from "../../workshop/workshop-digest-settings.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/** The digest's settings and the days it was queued for; `queued` lists the workshop-digest jobs stored so far. */
export type WorkshopDigestSubject = {
  settings: WorkshopDigestSettingsStore;
  /** Two instances' views of one store. */
  days: [WorkshopDigestDays, WorkshopDigestDays];
  queued: () => Promise<{ date: string; siteOrigin: string }[]>;
};

/** The morning digest's ports (issue 34), run against the in-memory fakes and Postgres alike. */
export function workshopDigestContract(open: FreshFactory<WorkshopDigestSubject>): void {
  describe("workshop digest ports contract", () => {
    const subject = useFresh(open);

    it("answers the defaults until settings are saved, then what was saved", async () => {
      expect(await subject().settings.get()).toEqual({ enabled: false, hour: 7, to: null });
      await subject().settings.save({ enabled: true, hour: 6, to: "owner@shop.example" });
      expect(await subject().settings.get()).toEqual({ enabled: true, hour: 6, to: "owner@shop.example" });
      await subject().settings.save({ enabled: false, hour: 9, to: null });
      expect(await subject().settings.get()).toEqual({ enabled: false, hour: 9, to: null });
    });

    it("queues a day's digest once, however many instances tick at once", async () => {
      const [one, two] = subject().days;
      const job = { date: "2026-03-09", siteOrigin: "https://shop.example" };
      const claims = await Promise.all([one.queue(job), two.queue(job), one.queue(job), two.queue(job)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await one.queue(job)).toBe(false);
      expect(await subject().queued()).toEqual([job]);
    });

    it("queues the next day, never an earlier one", async () => {
      const [one, two] = subject().days;
      expect(await one.queue({ date: "2026-03-09", siteOrigin: "o" })).toBe(true);
      expect(await two.queue({ date: "2026-03-10", siteOrigin: "o" })).toBe(true);
      expect(await one.queue({ date: "2026-03-09", siteOrigin: "o" })).toBe(false);
      expect((await subject().queued()).map((job) => job.date).sort()).toEqual(["2026-03-09", "2026-03-10"]);
    });
  });
}
