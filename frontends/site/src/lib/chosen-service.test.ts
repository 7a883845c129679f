import { describe, expect, it, vi } from "vitest";
import { chooseService, onServiceChosen } from "./chosen-service.ts";

describe("the chosen service", () => {
  it("keeps the latest choice made before the form listens, and hands it over once", () => {
    chooseService("Mesh Pocket");
    chooseService("Traditional Pocket");
    const first = vi.fn();
    const stop = onServiceChosen(first);
    expect(first).toHaveBeenCalledExactlyOnceWith("Traditional Pocket");
    stop();
    const second = vi.fn();
    onServiceChosen(second)();
    expect(second).not.toHaveBeenCalled();
  });

  it("hands a choice at once to a form that listens, and nothing after it stopped", () => {
    const listener = vi.fn();
    const stop = onServiceChosen(listener);
    chooseService("Mesh Pocket");
    expect(listener).toHaveBeenCalledExactlyOnceWith("Mesh Pocket");
    stop();
    chooseService("Pro Custom Stringing");
    expect(listener).toHaveBeenCalledTimes(1);
    // That one waits for the next form.
    const next = vi.fn();
    onServiceChosen(next)();
    expect(next).toHaveBeenCalledExactlyOnceWith("Pro Custom Stringing");
  });
});
