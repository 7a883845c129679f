import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CarouselControls } from "../components/ui/carousel-controls.tsx";
import { columnsFor } from "./grid-columns.ts";
import { useCarousel, wrapIndex } from "./use-carousel.ts";

describe("wrapIndex", () => {
  it("wraps past the last to the first and before the first to the last", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe("columnsFor", () => {
  it("gives 1, 2 or 3 columns by count", () => {
    expect([0, 1, 2, 3, 4, 9].map(columnsFor)).toEqual([1, 1, 2, 3, 3, 3]);
  });
});

describe("useCarousel", () => {
  it("advances every interval and wraps from the last to the first", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(3, 5000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
  });

  it("goes back from the first to the last, and a manual move restarts the clock", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(3, 8000));
    act(() => vi.advanceTimersByTime(6000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(7999));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });

  it("does not rotate a single slide", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(1, 5000));
    expect(result.current.rotating).toBe(false);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });
});

function Harness() {
  const carousel = useCarousel(3, 5000);
  return (
    <div data-testid="root" {...carousel.rootProps}>
      <p data-testid="slide">{carousel.index}</p>
      <CarouselControls carousel={carousel} count={3} noun="slide" />
    </div>
  );
}

describe("carousel pausing and controls", () => {
  const slide = () => screen.getByTestId("slide").textContent;

  it("pauses with the Pause button and resumes with Play", () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(slide()).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Play slides" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(slide()).toBe("1");
  });

  it("pauses while hovered and while focus is inside", () => {
    vi.useFakeTimers();
    render(<Harness />);
    const root = screen.getByTestId("root");
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(12_000));
    expect(slide()).toBe("0");
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(5000));
    expect(slide()).toBe("1");
    fireEvent.focus(screen.getByRole("button", { name: "Next slide" }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(slide()).toBe("1");
    fireEvent.blur(screen.getByRole("button", { name: "Next slide" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(slide()).toBe("2");
  });

  it("moves with previous, next and the dots, and marks the current dot", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(slide()).toBe("2");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(slide()).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Show slide 2 of 3" }));
    expect(slide()).toBe("1");
    expect(screen.getByRole("button", { name: "Show slide 2 of 3" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Show slide 1 of 3" }).getAttribute("aria-current")).toBeNull();
  });
});
