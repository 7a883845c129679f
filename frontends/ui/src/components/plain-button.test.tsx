import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PlainButton } from "./plain-button.tsx";

describe("PlainButton", () => {
  it("is a native button of type button that calls onPress on a click", () => {
    const onPress = vi.fn();
    render(<PlainButton onPress={onPress}>Go</PlainButton>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("sets react-aria's styling attributes: hovered for a mouse only, pressed while held, disabled", () => {
    const onPress = vi.fn();
    const { rerender } = render(<PlainButton onPress={onPress}>Go</PlainButton>);
    const button = screen.getByRole("button", { name: "Go" });
    fireEvent.pointerEnter(button, { pointerType: "touch" });
    expect(button.hasAttribute("data-hovered")).toBe(false);
    fireEvent.pointerEnter(button, { pointerType: "mouse" });
    expect(button.hasAttribute("data-hovered")).toBe(true);
    fireEvent.pointerDown(button);
    expect(button.hasAttribute("data-pressed")).toBe(true);
    fireEvent.pointerUp(button);
    expect(button.hasAttribute("data-pressed")).toBe(false);
    fireEvent.pointerLeave(button);
    expect(button.hasAttribute("data-hovered")).toBe(false);

    rerender(
      <PlainButton onPress={onPress} isDisabled type="submit">
        Go
      </PlainButton>,
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.hasAttribute("data-disabled")).toBe(true);
    expect(button.getAttribute("type")).toBe("submit");
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
