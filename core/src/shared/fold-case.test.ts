import { describe, expect, it } from "vitest";
import { foldCase } from "./fold-case.ts";

describe("foldCase", () => {
  it("lower-cases character by character, as Postgres's lower() does", () => {
    expect(foldCase("Casey JONES")).toBe("casey jones");
    expect(foldCase("MONTRÉAL")).toBe("montréal");
    expect(foldCase("ΟΔΟΣ")).toBe("οδοσ");
    expect(foldCase("İstanbul")).toBe("istanbul");
    expect(foldCase("ǅ")).toBe("ǆ");
    expect(foldCase("")).toBe("");
  });
});
