import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PlainTextField } from "./plain-text-field.tsx";

function Field({ errorMessage, multiline }: { errorMessage?: string; multiline?: { rows: number } }) {
  const [value, setValue] = useState("");
  return (
    <PlainTextField
      label="Email"
      value={value}
      onChange={setValue}
      description="We never share it"
      isRequired
      {...(errorMessage ? { errorMessage } : {})}
      {...(multiline ? { multiline } : {})}
    />
  );
}

describe("PlainTextField", () => {
  it("is a labelled, required input described by its description, and keeps what is typed", () => {
    render(<Field />);
    const input = screen.getByLabelText("Email") as HTMLInputElement;
    expect(input.tagName).toBe("INPUT");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("We never share it");
    fireEvent.change(input, { target: { value: "ada@example.com" } });
    expect(input.value).toBe("ada@example.com");
    fireEvent.focus(input);
    expect(input.hasAttribute("data-focused")).toBe(true);
  });

  it("announces its error, linked to the field, which is then invalid", () => {
    render(<Field errorMessage="Please enter a valid email address" />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email address");
    const describedBy = input.getAttribute("aria-describedby")!.split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain("Please enter a valid email address");
  });

  it("is a text box of the given rows when multiline", () => {
    render(<Field multiline={{ rows: 5 }} />);
    const box = screen.getByLabelText("Email") as HTMLTextAreaElement;
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.rows).toBe(5);
  });
});
