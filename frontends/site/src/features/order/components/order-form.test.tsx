import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NEED_STRINGS } from "@stringing/core/orders/order-form";
import { axeViolations } from "../../../testing/axe-check.ts";
import { chooseService } from "../../../lib/chosen-service.ts";
import { renderWithApi, type FakeAnswer, type RecordedCall } from "../../../testing/render-with-api.tsx";
import { OrderForm } from "./order-form.tsx";

const STATUS_URL = `http://localhost:3000/track/${"f".repeat(64)}`;

const SETTINGS = [
  { id: 1, serviceName: "Mesh Pocket", paymentLink: "https://pay.example.com/[amount]" },
  { id: 2, serviceName: "Traditional Pocket", paymentLink: "https://pay.example.com/t" },
];

const SERVICES = [
  { id: 1, name: "Mesh Pocket", price: 4500, priceDisplay: "$45", visible: true },
  { id: 2, name: "Traditional Pocket", price: 0, priceDisplay: "Contact for pricing", visible: true },
];

function renderForm(routes: Record<string, FakeAnswer> = {}) {
  return renderWithApi(<OrderForm />, { "/api/payment-settings": SETTINGS, "/api/services": SERVICES, ...routes });
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
  it("keeps the pocket in detail in a closed optional section, checks each part and sends the parts said", async () => {
    const { calls } = renderForm({ "POST /api/orders": () => Response.json({ id: 42, paymentUrl: null, statusUrl: STATUS_URL }, { status: 201 }) });
    await fillEverything();
    const toggle = within(form()).getByRole("button", { name: "Pocket details (optional)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText(/the stringer completes whatever you leave blank/)).toBeTruthy();
    expect(within(form()).queryByLabelText("Diamonds")).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    type("Diamonds", "30");
    type("Sidewall color", "Red");
    fireEvent.click(within(form()).getByRole("button", { name: "Add a shooter" }));
    // Closed and opened again, nothing typed is lost.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect((within(form()).getByLabelText("Sidewall color", { selector: "input" }) as HTMLInputElement).value).toBe("Red");
    fireEvent.click(toggle);

    submit();
    // A wrong part opens the section and takes the visitor to it; nothing is sent.
    expect(await within(form()).findByText("Diamonds must be between 6 and 16")).toBeTruthy();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(within(form()).getByLabelText("Diamonds", { selector: "input" })));
    expect(orderCalls(calls)).toHaveLength(0);

    type("Diamonds", "12");
    await choose("pocket.channel", "Slight channel");
    submit();
    expect(await screen.findByText("Order submitted successfully!")).toBeTruthy();
    expect(orderCalls(calls)[0]?.body).toEqual({
      ...EXPECTED_PAYLOAD,
      pocket: {
        meshBrand: null,
        diamonds: 12,
        sidewallColor: "Red",
        topStringColor: null,
        shooters: [{ style: "straight", material: null, color: null }],
        channel: "slight",
        whip: null,
      },
    });
  }, 90_000);

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
    await screen.findByText("First name is required");
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
    expect(screen.getByText("Order #42 has been created. Our payment page opens in a new tab.")).toBeTruthy();
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

  it("says a payment link will follow when the order has none, and opens no tab", async () => {
    renderForm({ "POST /api/orders": () => Response.json({ id: 7, paymentUrl: null, statusUrl: STATUS_URL }, { status: 201 }) });
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await fillEverything();
    submit();
    await screen.findByText("Order submitted successfully!");
    expect(screen.getByText("Order #7 has been created. We will send you a payment link.")).toBeTruthy();
    expect(screen.getByText("We will send you a payment link by e-mail. Nothing to pay here now.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Continue to payment/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText("Payment configuration needed")).toBeNull();
  });

  it("shows the chosen service's price, the strings add-on and the total the server will ask for", async () => {
    renderForm();
    await waitFor(() => expect(within(form()).getByText("Select a service")).toBeTruthy());
    const price = screen.getByRole("region", { name: "Your price" });
    expect(within(price).getByText("Choose a service to see its price.")).toBeTruthy();
    const line = (term: string) => within(price).getByText(term).nextElementSibling?.textContent;
    await choose("serviceType", "Mesh Pocket");
    await waitFor(() => expect(line("Mesh Pocket")).toBe("$45.00"));
    expect(line("Total")).toBe("$45.00");
    expect(within(price).queryByText(/Strings with base white crosslace/)).toBeNull();
    fireEvent.click(within(form()).getByRole("radio", { name: NEED_STRINGS }));
    expect(line("Strings with base white crosslace")).toBe("+$11.99");
    expect(line("Total")).toBe("$56.99");
    await choose("serviceType", "Traditional Pocket");
    expect(line("Traditional Pocket")).toBe("Price to be confirmed");
    expect(line("Total")).toBe("$11.99 + the service price we confirm");
    expect(within(price).getByText(/we will confirm it with you and then send a payment link/)).toBeTruthy();
    expect(await axeViolations(price)).toEqual([]);
  });

  it("selects the service a card's Order Now chose, before the form loaded or after", async () => {
    chooseService("mesh pocket");
    renderForm();
    await waitFor(() => expect(within(form()).getByText("Mesh Pocket", { selector: "span" })).toBeTruthy());
    const price = screen.getByRole("region", { name: "Your price" });
    await waitFor(() => expect(price.textContent).toContain("$45.00"));
    act(() => chooseService("Traditional Pocket"));
    await waitFor(() => expect(within(form()).getByText("Traditional Pocket", { selector: "span" })).toBeTruthy());
    expect(within(screen.getByRole("region", { name: "Your price" })).getByText("Price to be confirmed")).toBeTruthy();
  });

  it("confirms with the summary and the amount, and starts a new order for a service chosen from its card", async () => {
    renderForm({ "POST /api/orders": () => Response.json({ id: 42, paymentUrl: "https://pay.example.com/56.99", statusUrl: STATUS_URL }, { status: 201 }) });
    vi.spyOn(window, "open").mockImplementation(() => null);
    await fillEverything();
    await choose("position", "Face Off");
    submit();
    const heading = await screen.findByRole("heading", { name: "Thank you! Your order #42 is in." });
    const summary = screen.getByRole("region", { name: "Your order" });
    const line = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(line("Service")).toBe("Mesh Pocket");
    expect(line("Head")).toBe("StringKing Mark 2A, White");
    expect(line("Position")).toBe("Face Off");
    expect(line("Pocket")).toBe("Mid Pocket");
    expect(line("Mesh")).toBe("Providing my own mesh");
    expect(line("Strings")).toBe(NEED_STRINGS);
    expect(line("Amount")).toBe("$56.99");
    expect(await axeViolations(heading.closest("section")!)).toEqual([]);
    act(() => chooseService("Traditional Pocket"));
    await waitFor(() => expect(within(form()).getByText("Traditional Pocket", { selector: "span" })).toBeTruthy());
  });

  it("sends no one to pay nothing: a service without a price and own strings gets the link later", async () => {
    renderForm({ "POST /api/orders": () => Response.json({ id: 8, paymentUrl: "https://pay.example.com/t", statusUrl: STATUS_URL }, { status: 201 }) });
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await fillEverything();
    await choose("serviceType", "Traditional Pocket");
    fireEvent.click(within(form()).getByRole("radio", { name: "Providing my own strings" }));
    submit();
    await screen.findByText("Order #8 has been created. We will send you a payment link.");
    const summary = screen.getByRole("region", { name: "Your order" });
    expect(within(summary).getByText("Amount").nextElementSibling?.textContent).toBe("We will confirm the price");
    expect(screen.getByText("We will confirm the price with you and then send you a payment link by e-mail. Nothing to pay here now.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Continue to payment/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(open).not.toHaveBeenCalled();
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
