import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../testing/axe-check.ts";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { NewsletterSection } from "./newsletter-section.tsx";

const form = () => screen.getByRole("form", { name: "Newsletter signup" });
const email = () => within(form()).getByLabelText(/Email address/) as HTMLInputElement;
const posts = (calls: { method: string; url: string; body: unknown }[]) => calls.filter((call) => call.method === "POST" && call.url === "/api/subscribers");

describe("NewsletterSection", () => {
  it("subscribes the address and clears the field", async () => {
    const { calls } = renderWithApi(<NewsletterSection />, {
      "POST /api/subscribers": () => Response.json({ email: "fan@example.com", subscribed: true }, { status: 201 }),
    });
    fireEvent.change(email(), { target: { value: " Fan@Example.com " } });
    fireEvent.submit(form());
    expect(await screen.findByText("Subscribed Successfully")).toBeTruthy();
    expect(screen.getByText("Thank you for subscribing to our newsletter!")).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([{ email: "fan@example.com" }]);
    await waitFor(() => expect(email().value).toBe(""));
  });

  it("shows the error toast when the address is rate-limited, keeping what was typed", async () => {
    renderWithApi(<NewsletterSection />, {
      "POST /api/subscribers": () => Response.json({ message: "Too many submissions from your address." }, { status: 429, headers: { "Retry-After": "30" } }),
    });
    fireEvent.change(email(), { target: { value: "fan@example.com" } });
    fireEvent.submit(form());
    expect(await screen.findByText("Error Subscribing")).toBeTruthy();
    expect(screen.getByText("Please try again or contact support.")).toBeTruthy();
    expect(email().value).toBe("fan@example.com");
  });

  it("has a honeypot people cannot see, reach or hear, and sends it only when something filled it", async () => {
    const { calls } = renderWithApi(<NewsletterSection />, {
      "POST /api/subscribers": () => Response.json({ email: "bot@spam.example", subscribed: true }, { status: 201 }),
    });
    const honeypot = form().querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(within(form()).getAllByRole("textbox")).toEqual([email()]);
    expect(await axeViolations(form())).toEqual([]);

    fireEvent.change(email(), { target: { value: "bot@spam.example" } });
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    fireEvent.submit(form());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ email: "bot@spam.example", website: "https://spam.example" });
  });
});
