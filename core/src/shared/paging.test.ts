import { describe, expect, it } from "vitest";
import { pagingQuerySchema } from "./paging.ts";

describe("paging query", () => {
  it("is optional and coerces query strings", () => {
    expect(pagingQuerySchema.parse({})).toEqual({});
    expect(pagingQuerySchema.parse({ limit: "5", offset: "10" })).toEqual({ limit: 5, offset: 10 });
  });

  it("refuses nonsense with a message", () => {
    const result = pagingQuerySchema.safeParse({ limit: "0", offset: "-1" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["limit must be at least 1", "offset must be at least 0"]);
    expect(pagingQuerySchema.safeParse({ limit: "abc" }).success).toBe(false);
  });
});
