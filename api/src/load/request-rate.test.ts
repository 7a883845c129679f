import { describe, expect, it } from "vitest";
import { RequestRate } from "./request-rate.ts";

describe("RequestRate", () => {
  const clock = (start = 0) => {
    let at = start;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  };

  it("is calm with no requests and busy once a second holds the threshold", () => {
    const time = clock();
    const rate = new RequestRate(10, time.now);
    expect(rate.isBusy()).toBe(false);
    for (let i = 0; i < 9; i++) rate.hit();
    expect(rate.perSecond()).toBe(9);
    expect(rate.isBusy()).toBe(false);
    rate.hit();
    expect(rate.isBusy()).toBe(true);
  });

  it("slides: the last second's requests fade out as the window moves on", () => {
    const time = clock(5_000);
    const rate = new RequestRate(10, time.now);
    for (let i = 0; i < 20; i++) rate.hit();
    time.advance(1_000);
    expect(rate.perSecond()).toBe(20);
    time.advance(500);
    expect(rate.perSecond()).toBe(10);
    expect(rate.isBusy()).toBe(true);
    time.advance(250);
    expect(rate.isBusy()).toBe(false);
    time.advance(5_000);
    expect(rate.perSecond()).toBe(0);
  });
});
