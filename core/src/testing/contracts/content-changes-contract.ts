import { describe, expect, it, vi } from "vitest";
import type { ContentChanges } from "../../ports/content-changes.port.ts";

/** Two instances over one store: what one publishes, both hear. */
export type ContentChangesHarness = {
  /** The changes as one instance opens them; the harness closes them after the test. */
  open(): Promise<ContentChanges>;
  /** Whether several instances can share the store (false for an in-process bus). */
  shared: boolean;
};

export function contentChangesContract(name: string, harness: () => ContentChangesHarness) {
  describe(`ContentChanges contract: ${name}`, () => {
    it("tells this instance's subscribers before publish resolves", async () => {
      const changes = await harness().open();
      const heard = vi.fn();
      changes.subscribe(heard);
      await changes.publish();
      expect(heard).toHaveBeenCalled();
    });

    it("stops telling a subscriber that unsubscribed", async () => {
      const changes = await harness().open();
      const heard = vi.fn();
      const unsubscribe = changes.subscribe(heard);
      unsubscribe();
      await changes.publish();
      expect(heard).not.toHaveBeenCalled();
    });

    it("tells every instance on the same store", async () => {
      const h = harness();
      if (!h.shared) return;
      const [one, two] = await Promise.all([h.open(), h.open()]);
      const heardByTwo = vi.fn();
      two.subscribe(heardByTwo);
      await one.publish();
      await vi.waitFor(() => expect(heardByTwo).toHaveBeenCalled(), { timeout: 2000, interval: 5 });
    });
  });
}
