import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog.tsx";

describe("ConfirmDialog", () => {
  it("confirms or cancels", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog title="Delete order?" message="Order #4 will be removed." confirmLabel="Delete" destructive onConfirm={onConfirm} onClose={onClose} />,
    );
    expect(screen.getByRole("dialog", { name: "Delete order?" })).toBeTruthy();
    expect(screen.getByText("Order #4 will be removed.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("while pending: the confirm button reads the pending label and nothing can be pressed", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        title="Delete order?"
        message="Sure?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const confirm = screen.getByRole("button", { name: "Deleting..." });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
