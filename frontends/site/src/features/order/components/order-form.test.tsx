import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NEED_STRINGS } from "@stringing/core/orders/order-form";
import { axeViolations } from "../../../testing/axe-check.ts";
import { renderWithApi, type FakeAnswer, type RecordedCall } from "../../../testing/render-with-api.tsx";
import { OrderForm } from "./order-form.tsx";

const STATUS_URL = `http://localhost:3000/track/${"f".repeat(64)}`;

const SETTINGS = [
  { id: 1, serviceName: "Mesh Pocket", paymentLink: "https://pay.example.com/[amount]" },
  { id: 2, serviceName: "Traditional Pocket", paymentLink: "https://pay.example.com/t" },
];

function renderForm(routes: Record<string, FakeAnswer> = {}) {
  return renderWithApi(<OrderForm />, { "/api/payment-settings": SETTINGS, ...routes });
}

const form = () => screen.getByRole("form", { name: "Custom order form" });
const type = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label, { selector: "input, textarea" }), { target: { value } });

async function choose(field: string, option: string) {
  const box = form().querySelector<HTMLElement>(`[data-field="${field}"]`)!;
  fireEvent.click(within(box).getByRole("button"));
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

async function fillEverything() {
  await waitFor(() => expect(within(form()).getByText("Select a service")).toBeTruthy());
  type("First Name", " Ada ");
  type("Last Name", "Lovelace");
  type("Email Address", "ada@example.com");
  type("Phone Number", "555-0100");
  type("Head Type", "StringKing Mark 2A");
  type("Head Color", "White");
  await choose("serviceType", "Mesh Pocket");
  fireEvent.click(within(form()).getByRole("radio", { name: NEED_STRINGS }));
  type("Street Address", "1 Main St");
  type("City", "Baltimore");
  type("State", "MD");
  type("ZIP Code", "21201");
}

const submit = () => fireEvent.submit(form());
const orderCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST" && call.url === "/api/orders");

const EXPECTED_PAYLOAD = {
  firstName: "Ada",
  lastName: "Lovelace",
  customerEmail: "ada@example.com",
  customerPhone: "555-0100",
  contactPreference: "Email",
  headType: "StringKing Mark 2A",
  headColor: "White",
  position: "Attack",
  serviceType: "Mesh Pocket",
  meshOption: "Providing my own mesh",
  stringOption: NEED_STRINGS,
  pocketPreference: "Mid Pocket",
  shippingAddress: "1 Main St",
  shippingCity: "Baltimore",
  shippingState: "MD",
  shippingZip: "21201",
  shippingCountry: "United States",
  stringerNotes: null,
  howHeardAboutUs: null,
  emailOptIn: false,
};

describe("OrderForm", () => {
  it("starts with the spec's defaults and the no-mesh note", async () => {
    renderForm();
    await waitFor(() => expect(within(form()).getByText("Select a service")).toBeTruthy());
    expect((within(form()).getByRole("radio", { name: "Email" }) as HTMLInputElement).checked).toBe(true);
    expect(within(form()).getByText("Attack", { selector: "span" })).toBeTruthy();
    expect(within(form()).getByText("Providing my own mesh", { selector: "span" })).toBeTruthy();
    expect(within(form()).getByText("Mid Pocket", { selector: "span" })).toBeTruthy();
    expect((within(form()).getByLabelText("Country", { selector: "input" }) as HTMLInputElement).value).toBe("United States");
    expect((within(form()).getByRole("checkbox") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/only the sidewall string and shooters/)).toBeTruthy();
  });

  it("shows every required field's message and sends nothing", async () => {
    const { calls } = renderForm();
    await waitFor(() => expect(within(form()).getByText("Select a service")).toBeTruthy());
    type("Country", "");
    submit();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Valid email is required",
      "Phone number is required",
      "Head type is required",
      "Head color is required",
      "Service type is required",
      "String option is required",
      "Shipping address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
      "Country is required",
    ]) {
      expect(screen.getByText(message), message).toBeTruthy();
    }
    expect(document.activeElement).toBe(within(form()).getByLabelText("First Name", { selector: "input" }));
    expect(orderCalls(calls)).toHaveLength(0);
    // The message goes as soon as the field is fixed.
    type("First Name", "Ada");
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
  });

  it("offers the disabled placeholder when no service types are configured", async () => {
    renderForm({ "/api/payment-settings": [] });
    const placeholder = await within(form()).findByText("No service types configured");
    expect(placeholder.closest("button")!.hasAttribute("disabled")).toBe(true);
  });

  it("posts the contract's fields with an Idempotency-Key, reused on a retry of the unchanged form", async () => {
    let attempt = 0;
    const { calls } = renderForm({
      "POST /api/orders": () =>
        ++attempt === 1
          ? Response.json({ message: "Database unavailable" }, { status: 503 })
          : Response.json({ id: 42, paymentUrl: "https://pay.example.com/11.99", statusUrl: STATUS_URL }, { status: 201 }),
    });
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await fillEverything();
    submit();
    expect(await screen.findByText("Order submission failed")).toBeTruthy();
    expect(screen.getByText("Database unavailable")).toBeTruthy();
    // Nothing typed is lost.
    expect((within(form()).getByLabelText("First Name", { selector: "input" }) as HTMLInputElement).value).toBe(" Ada ");

    submit();
    expect(await screen.findByText("Order submitted successfully!")).toBeTruthy();
    expect(screen.getByText("Order #42 has been created. You will be redirected to payment.")).toBeTruthy();
    const posts = orderCalls(calls);
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual(EXPECTED_PAYLOAD);
    expect(Object.keys(posts[0]!.body as object)).toEqual(Object.keys(EXPECTED_PAYLOAD));
    const key = posts[0]!.headers["Idempotency-Key"];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers["Idempotency-Key"]).toBe(key);
    expect(calls.some((call) => call.url === "/api/customers")).toBe(false);

    // The payment tab opens 2 s later, not at once.
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith("https://pay.example.com/11.99", "_blank", "noopener,noreferrer"), { timeout: 3000 });
    // The confirmation stays; another order starts from an empty form.
    expect(screen.getByRole("heading", { name: "Thank you! Your order #42 is in." })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Place another order" }));
    expect((within(form()).getByLabelText("First Name", { selector: "input" }) as HTMLInputElement).value).toBe("");
  });

  it("stays on a confirmation with the order number, the payment and status page links and where to ship the head", async () => {
    renderForm({
      "POST /api/orders": () => Response.json({ id: 42, paymentUrl: "https://pay.example.com/11.99", statusUrl: STATUS_URL }, { status: 201 }),
      "/api/content/section/contact-info": { title: "Get in Touch", founderName: "9 Pocket Road|Austin, TX 78701" },
    });
    vi.spyOn(window, "open").mockImplementation(() => null);
    await fillEverything();
    submit();
    const heading = await screen.findByRole("heading", { name: "Thank you! Your order #42 is in." });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole("form", { name: "Custom order form" })).toBeNull();
    const pay = screen.getByRole("link", { name: /Continue to payment/ });
    expect(pay.getAttribute("href")).toBe("https://pay.example.com/11.99");
    expect(pay.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "View your order status" }).getAttribute("href")).toBe(STATUS_URL);
    expect(await screen.findByText("9 Pocket Road")).toBeTruthy();
    expect(screen.getByText("Austin, TX 78701")).toBeTruthy();
    expect(screen.getByText("#42")).toBeTruthy();
    expect(await axeViolations(heading.closest("section")!)).toEqual([]);
  });

  it("uses a new key once the form has changed", async () => {
    const { calls } = renderForm({ "POST /api/orders": () => Response.json({ message: "Try later" }, { status: 503 }) });
    await fillEverything();
    submit();
    await screen.findByText("Try later");
    type("Head Color", "Black");
    submit();
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    const [first, second] = orderCalls(calls);
    expect(second!.headers["Idempotency-Key"]).not.toBe(first!.headers["Idempotency-Key"]);
    expect((second!.body as { headColor: string }).headColor).toBe("Black");
  });

  it("puts the server's field errors on the fields and falls back to the generic message", async () => {
    renderForm({
      "POST /api/orders": () => Response.json({ message: "Head color is required", errors: { headColor: "Head color is required" } }, { status: 400 }),
    });
    await fillEverything();
    submit();
    expect(await screen.findByText("Order submission failed")).toBeTruthy();
    const alerts = screen.getAllByText("Head color is required");
    expect(alerts.length).toBe(2);
  });

  it("says so when the order has no payment link", async () => {
    renderForm({ "POST /api/orders": () => Response.json({ id: 7, paymentUrl: null, statusUrl: STATUS_URL }, { status: 201 }) });
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await fillEverything();
    submit();
    await screen.findByText("Order submitted successfully!");
    expect(await screen.findByText("Payment configuration needed", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText("No payment link configured. Please contact support.")).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: /Continue to payment/ })).toBeNull();
    expect(screen.getByText("We will contact you about payment.")).toBeTruthy();
  });

  it("shows the server's message when the address is rate-limited, losing nothing typed", async () => {
    const { calls } = renderForm({
      "POST /api/orders": () =>
        Response.json(
          { message: "Too many submissions from your address. Please wait a minute and try again." },
          { status: 429, headers: { "Retry-After": "42" } },
        ),
    });
    await fillEverything();
    type("Notes for the Stringer (optional)", "Mid pocket, two shooters");
    fireEvent.click(within(form()).getByRole("checkbox"));
    submit();
    expect(await screen.findByText("Order submission failed")).toBeTruthy();
    expect(screen.getByText("Too many submissions from your address. Please wait a minute and try again.")).toBeTruthy();
    const value = (label: string) => (within(form()).getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement).value;
    expect(value("First Name")).toBe(" Ada ");
    expect(value("Email Address")).toBe("ada@example.com");
    expect(value("Head Type")).toBe("StringKing Mark 2A");
    expect(value("Street Address")).toBe("1 Main St");
    expect(value("ZIP Code")).toBe("21201");
    expect(value("Notes for the Stringer (optional)")).toBe("Mid pocket, two shooters");
    expect(within(form()).getByText("Mesh Pocket", { selector: "span" })).toBeTruthy();
    expect((within(form()).getByRole("radio", { name: NEED_STRINGS }) as HTMLInputElement).checked).toBe(true);
    expect((within(form()).getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
    expect(orderCalls(calls)).toHaveLength(1);
  });

  it("has a honeypot people cannot see, reach or hear, and sends it only when something filled it", async () => {
    const { calls } = renderForm({ "POST /api/orders": () => Response.json({ id: 9, paymentUrl: null, statusUrl: STATUS_URL }, { status: 201 }) });
    await waitFor(() => expect(within(form()).getByText("Select a service")).toBeTruthy());
    const honeypot = form().querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(within(form()).queryByRole("textbox", { name: /website/i })).toBeNull();
    expect(await axeViolations(form())).toEqual([]);

    await fillEverything();
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    submit();
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]!.body).toEqual({ ...EXPECTED_PAYLOAD, website: "https://spam.example" });
  });

  it("uses the fallback message when the server gives none", async () => {
    renderForm({ "POST /api/orders": () => new Response("", { status: 500 }) });
    await fillEverything();
    submit();
    expect(await screen.findByText("Failed to create order")).toBeTruthy();
  });
});
