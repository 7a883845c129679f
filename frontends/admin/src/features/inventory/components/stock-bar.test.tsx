import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StockBar } from "./stock-bar.tsx";

const meter = () => screen.getByRole("meter");
const fill = () => Number(meter().getAttribute("aria-valuenow"));

describe("StockBar", () => {
  it("is empty and reads Out of Stock at quantity 0", () => {
    render(<StockBar quantity={0} threshold={5} />);
    expect(fill()).toBe(0);
    expect(screen.getByText("Out of Stock")).toBeTruthy();
  });

  it("fills quantity / threshold × 40 and reads Low Stock at or below the threshold", () => {
    render(<StockBar quantity={5} threshold={10} />);
    expect(fill()).toBe(20);
    expect(screen.getByText("Low Stock")).toBeTruthy();
    expect(meter().getAttribute("aria-label")).toBe("Stock level: Low Stock");
  });

  it("starts at 50 above the threshold, adds the excess share and stops at 100", () => {
    const { unmount } = render(<StockBar quantity={15} threshold={10} />);
    expect(fill()).toBe(75);
    expect(screen.getByText("In Stock")).toBeTruthy();
    unmount();
    render(<StockBar quantity={500} threshold={10} />);
    expect(fill()).toBe(100);
    expect((meter().firstElementChild as HTMLElement).style.width).toBe("100%");
  });
});
