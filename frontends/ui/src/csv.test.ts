import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes the header, then a row per record, each ended by CRLF", () => {
    expect(
      toCsv(
        ["Name", "Total"],
        [
          ["Ada", 3],
          ["Bo", 0],
        ],
      ),
    ).toBe("Name,Total\r\nAda,3\r\nBo,0\r\n");
    expect(toCsv(["Name"], [])).toBe("Name\r\n");
  });

  it("quotes only the cells holding a comma, a quote or a line break, doubling quotes", () => {
    expect(toCsv(["a", "b", "c", "d", "e"], [["1 Main St, Apt 2", 'Ada "Ace"', "line\nbreak", "cr\rhere", "plain"]])).toBe(
      'a,b,c,d,e\r\n"1 Main St, Apt 2","Ada ""Ace""","line\nbreak","cr\rhere",plain\r\n',
    );
  });

  it("leaves a missing value an empty cell", () => {
    expect(toCsv(["a", "b", "c"], [[null, undefined, ""]])).toBe("a,b,c\r\n,,\r\n");
  });

  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1+1", "'+1+1"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["＝1+1", "'＝1+1"],
    ["a=b", "a=b"],
  ])("defuses the text cell %j a spreadsheet would run as a formula", (cell, written) => {
    expect(toCsv(["x"], [[cell]])).toBe(`x\r\n${written}\r\n`);
  });

  it("defuses a formula that must also be quoted, and leaves negative numbers numbers", () => {
    expect(toCsv(["x", "n"], [['=cmd, "mid"', -5]])).toBe(`x,n\r\n"'=cmd, ""mid""",-5\r\n`);
  });

  it("keeps any Unicode text as it is", () => {
    expect(toCsv(["Name", "Note", "City"], [["Zoë Ünïcödé", "🥍 Mesh, “Hero”", "東京\r\n2"]])).toBe(
      'Name,Note,City\r\nZoë Ünïcödé,"🥍 Mesh, “Hero”","東京\r\n2"\r\n',
    );
  });
});
