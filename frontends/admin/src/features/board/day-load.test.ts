import { describe, expect, it } from "vitest";
import { dayLoad } from "./day-load.ts";

describe("dayLoad", () => {
  it("an empty day has all its capacity free", () => {
    expect(dayLoad({ promised: 0, capacity: 8 })).toEqual({ percent: 0, over: 0, count: "0 of 8", status: "8 free", spoken: "0 of 8 promised, 8 free" });
  });

  it("a partly booked day fills the bar in proportion", () => {
    expect(dayLoad({ promised: 3, capacity: 8 })).toMatchObject({ percent: 38, over: 0, status: "5 free" });
  });

  it("a day at capacity is full", () => {
    expect(dayLoad({ promised: 8, capacity: 8 })).toMatchObject({ percent: 100, over: 0, status: "Full", spoken: "8 of 8 promised, full" });
  });

  it("a day over capacity says by how much, with a full bar", () => {
    expect(dayLoad({ promised: 11, capacity: 8 })).toEqual({
      percent: 100,
      over: 3,
      count: "11 of 8",
      status: "Over by 3",
      spoken: "11 of 8 promised, over capacity by 3",
    });
  });
});
