import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SwitchField } from "./switch-field.tsx";

describe("SwitchField", () => {
  it("is named for its row when given an accessible name, and toggles", () => {
    const onChange = vi.fn();
    render(
      <>
        <SwitchField label="Visible" accessibleName="Hero visible" isSelected onChange={onChange} />
        <SwitchField label="Visible" accessibleName="About visible" isSelected={false} onChange={() => {}} />
      </>,
    );
    const hero = screen.getByRole("switch", { name: "Hero visible" });
    expect((hero as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("switch", { name: "About visible" }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(hero);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
