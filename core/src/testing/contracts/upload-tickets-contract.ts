import { describe, expect, it } from "vitest";
import type { UploadTickets } from "../../ports/upload-tickets.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const object = (name: string) => ({ key: `${name}.png`, publicPath: `/objects/${name}.png`, contentType: "image/png", size: 1 });

/** The upload tickets port, run against the in-memory fake and the Postgres adapter alike. */
export function uploadTicketsContract(open: FreshFactory<UploadTickets>): void {
  describe("upload tickets port contract", () => {
    const tickets = useFresh(open);

    it("records each upload once and finds what it stored", async () => {
      const id = "a".repeat(32);
      expect(await tickets().find(id)).toBeNull();
      expect(await tickets().complete(id, object("first"))).toBe(true);
      expect(await tickets().complete(id, object("second"))).toBe(false);
      expect(await tickets().find(id)).toEqual({ key: "first.png", publicPath: "/objects/first.png" });
      expect(await tickets().find("b".repeat(32))).toBeNull();
    });

    it("lets exactly one of two racing completions through", async () => {
      const id = "c".repeat(32);
      const results = await Promise.all([tickets().complete(id, object("x")), tickets().complete(id, object("y"))]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}
