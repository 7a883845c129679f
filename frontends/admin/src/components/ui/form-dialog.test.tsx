import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "./form-dialog.tsx";

const renderDialog = (isPending: boolean) => {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormDialog
      title="Add admin"
      description="They get a generated password."
      formId="add-admin-form"
      formLabel="New admin"
      submitLabel="Add admin"
      pendingLabel="Adding..."
      isPending={isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <label>
        Username
        <input name="username" />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
};

describe("FormDialog", () => {
  it("shows the title and the form; the submit button submits it and Cancel closes", () => {
    const { onSubmit, onClose } = renderDialog(false);
    expect(screen.getByRole("dialog", { name: "Add admin" })).toBeTruthy();
    expect(screen.getByText("They get a generated password.")).toBeTruthy();
    const form = screen.getByRole("form", { name: "New admin" });
    expect(form.id).toBe("add-admin-form");
    expect(form.hasAttribute("novalidate")).toBe(true);
    expect(screen.getByLabelText("Username")).toBeTruthy();

    const submit = screen.getByRole("button", { name: "Add admin" });
    expect(submit.getAttribute("form")).toBe("add-admin-form");
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("while pending: both buttons are disabled, the submit button reads the pending label, and nothing submits or closes it", () => {
    const { onSubmit, onClose } = renderDialog(true);
    const submit = screen.getByRole("button", { name: "Adding..." });
    const cancel = screen.getByRole("button", { name: "Cancel" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    expect(cancel.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Add admin" })).toBeNull();

    fireEvent.click(submit);
    fireEvent.submit(screen.getByRole("form", { name: "New admin" }));
    fireEvent.click(cancel);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
