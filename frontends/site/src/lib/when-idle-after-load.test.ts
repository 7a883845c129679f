import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdleAfterLoad } from "./when-idle-after-load.ts";

describe("whenIdleAfterLoad", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the load event and two seconds, then for an idle moment with a timeout", () => {
    const idle = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal("requestIdleCallback", idle);
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const callback = vi.fn();
    whenIdleAfterLoad(callback);
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1999);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(callback, { timeout: 3000 });
  });

  it("runs after the settling time without requestIdleCallback", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    whenIdleAfterLoad(callback);
    vi.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled, before the load event, while settling or while waiting for idle", () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn(() => 3),
    );
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    const callback = vi.fn();
    const loading = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    whenIdleAfterLoad(callback)();
    window.dispatchEvent(new Event("load"));
    loading.mockReturnValue("complete");
    whenIdleAfterLoad(callback)();
    vi.advanceTimersByTime(5000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    const cancelWaiting = whenIdleAfterLoad(callback);
    vi.advanceTimersByTime(2000);
    cancelWaiting();
    expect(cancelIdle).toHaveBeenCalledWith(3);
    expect(callback).not.toHaveBeenCalled();
  });
});
