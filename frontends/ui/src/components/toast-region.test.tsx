import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToastQueue } from "../toast-queue.ts";
import { ToastRegion } from "./toast-region.tsx";

describe("ToastRegion", () => {
  it("announces one toast at a time, destructive ones as alerts", () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);

    act(() => {
      queue.add({ title: "Login successful", description: "Welcome back, Ada!" });
    });
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Login successfulWelcome back, Ada!");

    act(() => {
      queue.add({ title: "Login failed", description: "Invalid username or password", variant: "destructive" });
    });
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("alert").textContent).toContain("Invalid username or password");
    expect(screen.getAllByRole("button", { name: "Dismiss notification" })).toHaveLength(1);
  });

  it("closes a toast with its dismiss button", () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: "Logged out successfully" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(queue.visible).toHaveLength(0);
    expect(screen.queryByText("Logged out successfully")).toBeNull();
  });
});
