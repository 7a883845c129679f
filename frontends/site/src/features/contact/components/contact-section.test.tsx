import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../testing/axe-check.ts";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { contactDetails } from "../contact-details.ts";
import { ContactSection } from "./contact-section.tsx";

const INFO = {
  section: "contact-info",
  title: "Talk to Us",
  content: "We love questions.\nPhone: (410) 555-0199\nEmail: hi@strings.test",
  founderName: "9 Stick Road | Suite 2|Towson, MD",
  founderTitle: "(410) 555-0199|Sat 10am to 2pm|hi@strings.test",
};

describe("contactDetails", () => {
  it("splits the address and phone or hours lines on the bar and finds the e-mail", () => {
    expect(contactDetails({ title: "T", content: null, imageUrl: null, founderName: INFO.founderName, founderTitle: INFO.founderTitle })).toEqual({
      title: "T",
      text: null,
      addressLines: ["9 Stick Road", "Suite 2", "Towson, MD"],
      phoneLines: ["(410) 555-0199", "Sat 10am to 2pm"],
      email: "hi@strings.test",
    });
  });

  it("shows the placeholders without content", () => {
    const details = contactDetails(null);
    expect(details.phoneLines).toContain("Mon-Fri 9am to 6pm");
    expect(details.addressLines.length).toBeGreaterThan(0);
    expect(details.email).toMatch(/@/);
  });
});

describe("ContactSection", () => {
  it("renders the contact-info content", async () => {
    renderWithApi(<ContactSection />, { "/api/content/section/contact-info": INFO });
    expect(await screen.findByRole("heading", { name: "Talk to Us" })).toBeTruthy();
    expect(screen.getByText("We love questions.")).toBeTruthy();
    expect(screen.getByText("Suite 2")).toBeTruthy();
    expect(screen.getByText("Sat 10am to 2pm")).toBeTruthy();
    expect(screen.getByRole("link", { name: "hi@strings.test" }).getAttribute("href")).toBe("mailto:hi@strings.test");
    expect(screen.getByText(/reply to every message within 24 hours/)).toBeTruthy();
  });

  it("shows placeholders, hours included, when the content cannot be read", async () => {
    renderWithApi(<ContactSection />, {});
    expect(await screen.findByText("Mon-Fri 9am to 6pm")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Get in Touch" })).toBeTruthy();
  });

  it("shows no contact details, placeholders included, when the owner hid them; the form stays", async () => {
    renderWithApi(<ContactSection />, {
      "/api/content/section/contact-info": { ...INFO, title: "", content: "", founderName: "", founderTitle: "", visible: false },
    });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Get in Touch" })).toBeNull());
    expect(screen.queryByText("Mon-Fri 9am to 6pm")).toBeNull();
    expect(screen.queryByText("Address")).toBeNull();
    expect(screen.getByRole("button", { name: /send/i })).toBeTruthy();
  });

  it("checks the message form with the spec's messages, then sends name, email and message", async () => {
    const { calls } = renderWithApi(<ContactSection />, { "POST /api/contacts": () => Response.json({ id: 1 }, { status: 201 }) });
    const form = screen.getByRole("form", { name: "Send us a message" });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Too short" } });
    fireEvent.submit(form);
    for (const message of ["First name is required", "Last name is required", "Invalid email address", "Message must be at least 10 characters"]) {
      expect(await screen.findByText(message), message).toBeTruthy();
    }
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("First Name"), { target: { value: "Ada" } });
    fireEvent.change(within(form).getByLabelText("Last Name"), { target: { value: "Lovelace" } });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Can you string a goalie head?" } });
    fireEvent.submit(form);
    expect(await screen.findByText("Message Sent Successfully")).toBeTruthy();
    expect(screen.getByText("We'll get back to you as soon as possible!")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ name: "Ada Lovelace", email: "ada@example.com", message: "Can you string a goalie head?" });
    await waitFor(() => expect((within(form).getByLabelText("First Name") as HTMLInputElement).value).toBe(""));
  });

  it("keeps the message and says so when sending fails", async () => {
    renderWithApi(<ContactSection />, { "POST /api/contacts": () => new Response("", { status: 500 }) });
    const form = screen.getByRole("form", { name: "Send us a message" });
    fireEvent.change(within(form).getByLabelText("First Name"), { target: { value: "Ada" } });
    fireEvent.change(within(form).getByLabelText("Last Name"), { target: { value: "Lovelace" } });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Hello there, friends" } });
    fireEvent.submit(form);
    expect(await screen.findByText("Error Sending Message")).toBeTruthy();
    expect(screen.getByText("Please try again or contact us directly.")).toBeTruthy();
    expect((within(form).getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Hello there, friends");
  });

  it("shows the error toast when the address is rate-limited, keeping every field", async () => {
    renderWithApi(<ContactSection />, {
      "POST /api/contacts": () => Response.json({ message: "Too many submissions from your address." }, { status: 429, headers: { "Retry-After": "30" } }),
    });
    const form = screen.getByRole("form", { name: "Send us a message" });
    const typed = { "First Name": "Ada", "Last Name": "Lovelace", Email: "ada@example.com", Message: "Can you string a goalie head?" };
    for (const [label, value] of Object.entries(typed)) fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fireEvent.submit(form);
    expect(await screen.findByText("Error Sending Message")).toBeTruthy();
    expect(screen.getByText("Please try again or contact us directly.")).toBeTruthy();
    for (const [label, value] of Object.entries(typed)) expect((within(form).getByLabelText(label) as HTMLInputElement).value, label).toBe(value);
  });

  it("has a honeypot people cannot see, reach or hear, and sends it only when something filled it", async () => {
    const { calls } = renderWithApi(<ContactSection />, { "POST /api/contacts": () => Response.json({ id: 1 }, { status: 201 }) });
    const form = screen.getByRole("form", { name: "Send us a message" });
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(within(form).queryByRole("textbox", { name: /website/i })).toBeNull();
    expect(await axeViolations(form)).toEqual([]);

    fireEvent.change(within(form).getByLabelText("First Name"), { target: { value: "Ada" } });
    fireEvent.change(within(form).getByLabelText("Last Name"), { target: { value: "Lovelace" } });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Buy cheap pills online today" } });
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    fireEvent.submit(form);
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Buy cheap pills online today",
      website: "https://spam.example",
    });
  });
});
