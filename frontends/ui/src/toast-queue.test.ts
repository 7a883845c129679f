import { describe, expect, it, vi } from "vitest";
import { TOAST_DEFAULT_DURATION, ToastQueue } from "./toast-queue.ts";

describe("ToastQueue", () => {
  it("shows at most one toast: the newest replaces the one before", () => {
    const queue = new ToastQueue();
    queue.add({ title: "First" });
    queue.add({ title: "Second", variant: "destructive" });
    expect(queue.visible).toHaveLength(1);
    expect(queue.visible[0]).toMatchObject({ title: "Second", variant: "destructive" });
  });

  it("closes a toast after 5000 ms by default", () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    queue.add({ title: "Saved" });
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(queue.visible).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.visible).toHaveLength(0);
  });

  it("does not let a replaced toast's timer close the newer one", () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    queue.add({ title: "Old" });
    vi.advanceTimersByTime(3000);
    queue.add({ title: "New" });
    vi.advanceTimersByTime(2500);
    expect(queue.visible.map((t) => t.title)).toEqual(["New"]);
    vi.advanceTimersByTime(2500);
    expect(queue.visible).toHaveLength(0);
  });

  it("pauses and resumes the clock", () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    queue.add({ title: "Hover me" });
    vi.advanceTimersByTime(4000);
    queue.pause();
    vi.advanceTimersByTime(10_000);
    expect(queue.visible).toHaveLength(1);
    queue.resume();
    vi.advanceTimersByTime(999);
    expect(queue.visible).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.visible).toHaveLength(0);
  });

  it("dismisses on request and notifies subscribers", () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const id = queue.add({ title: "Bye" });
    queue.dismiss(id);
    expect(queue.visible).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("honours a custom limit and duration", () => {
    vi.useFakeTimers();
    const queue = new ToastQueue({ maxVisible: 2 });
    queue.add({ title: "A", duration: 100 });
    queue.add({ title: "B", duration: Infinity });
    expect(queue.visible.map((t) => t.title)).toEqual(["B", "A"]);
    vi.advanceTimersByTime(100);
    expect(queue.visible.map((t) => t.title)).toEqual(["B"]);
  });
});
