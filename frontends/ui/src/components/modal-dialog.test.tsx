import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ModalDialog } from "./modal-dialog.tsx";

describe("ModalDialog", () => {
  it("is a titled dialog that Escape and the close button close", () => {
    const onClose = vi.fn();
    render(
      <ModalDialog title="Edit Service" onClose={onClose}>
        <input aria-label="Name" />
      </ModalDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Edit Service" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
