import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchFieldBox } from "./search-field.tsx";
import { useDebouncedValue } from "./use-debounced-value.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDebouncedValue", () => {
  it("only takes the new value once it has stopped changing for the delay", () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), { initialProps: { v: "a" } });
    rerender({ v: "ab" });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: "abc" });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe("abc");
  });

  it("passes values straight through with no delay", () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 0), { initialProps: { v: 1 } });
    rerender({ v: 2 });
    expect(result.current).toBe(2);
  });
});

describe("SearchFieldBox", () => {
  it("reports the text once typing pauses, and not on mount", () => {
    const onChange = vi.fn();
    render(<SearchFieldBox label="Search orders" placeholder="Search orders..." debounceMs={300} onChange={onChange} />);
    const input = screen.getByRole("searchbox", { name: "Search orders" });
    fireEvent.change(input, { target: { value: "ada" } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("ada");
  });
});
