import { describe, expect, it } from "vitest";
import { bulkUpdateLabel } from "./bulk-update-label.ts";

describe("bulkUpdateLabel", () => {
  it("names the operation and the number of items", () => {
    expect(bulkUpdateLabel("set", 3)).toBe("Set quantity for 3 items");
    expect(bulkUpdateLabel("add", 1)).toBe("Add to 1 item");
    expect(bulkUpdateLabel("subtract", 0)).toBe("Subtract from 0 items");
  });

  it("falls back to Update Items until the count is known", () => {
    expect(bulkUpdateLabel("set", undefined)).toBe("Update Items");
  });
});
