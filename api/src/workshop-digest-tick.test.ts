import { afterEach, describe, expect, it, vi } from "vitest";
import { startWorkshopDigestTick } from "./workshop-digest-tick.ts";

describe("the morning digest's tick", () => {
  afterEach(() => vi.useRealTimers());

  it("ticks at once and then every interval, lives through a failed tick, and stops after the tick in hand", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let ticks = 0;
    let release: () => void = () => {};
    const tick = vi.fn(async () => {
      ticks++;
      if (ticks === 2) throw new Error("database away");
      if (ticks === 3) await new Promise<void>((resolve) => (release = resolve));
    });
    const running = startWorkshopDigestTick(tick, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("database away"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(3);
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    expect(tick).toHaveBeenCalledTimes(3);
    release();
    await stopping;
    expect(stopped).toBe(true);
    error.mockRestore();
  });
});
