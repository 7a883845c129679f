import { describe, expect, it, vi } from "vitest";
import type { ContentChanges } from "../../ports/content-changes.port.ts";

/** Instances over one store: what one publishes, all hear. */
export type ContentChangesHarness = {
  /** The changes as one instance opens them; the harness closes them after the test. */
  open(): Promise<ContentChanges>;
};

/** `shared`: several instances can share the store (false for an in-process bus, which skips that test). */
export function contentChangesContract(name: string, harness: () => ContentChangesHarness, options: { shared: boolean }) {
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

    it.skipIf(!options.shared)("tells every instance on the same store", async () => {
      const h = harness();
      const [one, two] = await Promise.all([h.open(), h.open()]);
      const heardByTwo = vi.fn();
      two.subscribe(heardByTwo);
      await one.publish();
      await vi.waitFor(() => expect(heardByTwo).toHaveBeenCalled(), { timeout: 2000, interval: 5 });
    });
  });
}
