import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEED_STRINGS } from "@stringing/core/orders/order-form";
import { axeViolations } from "../../../testing/axe-check.ts";
import { renderWithApi, type RecordedCall } from "../../../testing/render-with-api.tsx";
import { OrderForm } from "./order-form.tsx";

const SETTINGS = [
  { id: 1, serviceName: "Mesh Pocket", paymentLink: "https://pay.example.com/[amount]" },
  { id: 2, serviceName: "Traditional Pocket", paymentLink: "https://pay.example.com/t" },
];
const SERVICES = [{ id: 1, name: "Mesh Pocket", price: 4500, priceDisplay: "$45", visible: true }];
const STATUS_URL = `http://localhost:3000/track/${"f".repeat(64)}`;

const POCKET = {
  serviceType: "Mesh Pocket",
  headType: "StringKing Mark 2A",
  headColor: "White",
  position: "FO",
  pocketPreference: "Mid-Low Pocket",
  meshOption: "Providing my own mesh",
  stringOption: NEED_STRINGS,
};

/** Opens the form as the status page's link does: `/?again=69&…#order`. */
function openFrom(query: Record<string, string>) {
  window.history.replaceState(null, "", `/?${new URLSearchParams(query).toString()}#order`);
  return renderWithApi(<OrderForm />, {
    "/api/payment-settings": SETTINGS,
    "/api/services": SERVICES,
    "POST /api/orders": () => Response.json({ id: 70, paymentUrl: "https://pay.example.com/56.99", statusUrl: STATUS_URL }, { status: 201 }),
  });
}

afterEach(() => window.history.replaceState(null, "", "/"));

const form = () => screen.getByRole("form", { name: "Custom order form" });
const input = (label: string) => within(form()).getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const picked = (field: string) => form().querySelector(`[data-field="${field}"] button`)?.textContent;
const orderCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST" && call.url === "/api/orders");

describe('the order form opened by "Order this pocket again"', () => {
  it("fills the pocket, says where it came from, leaves contact and address to the visitor and places a normal order", async () => {
    vi.spyOn(window, "open").mockImplementation(() => null);
    const { calls, container } = openFrom({ again: "69", ...POCKET, customerEmail: "someone@example.com", shippingCity: "Austin" });
    expect(await screen.findByText("Filled from order #69 — check it and add your contact and address.")).toBeTruthy();
    expect(picked("serviceType")).toContain("Mesh Pocket");
    expect(input("Head Type").value).toBe("StringKing Mark 2A");
    expect(input("Head Color").value).toBe("White");
    expect(picked("position")).toContain("Face Off");
    expect(picked("pocketPreference")).toContain("Mid-Low Pocket");
    expect(picked("meshOption")).toContain("Providing my own mesh");
    expect((within(form()).getByRole("radio", { name: NEED_STRINGS }) as HTMLInputElement).checked).toBe(true);
    // Nothing personal is taken from a link, whatever it carries.
    expect(input("Email Address").value).toBe("");
    expect(input("City").value).toBe("");
    // Read once: a reload starts blank, the anchor stays.
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/#order");
    expect(await axeViolations(container)).toEqual([]);

    type("First Name", "Ada");
    type("Last Name", "Lovelace");
    type("Email Address", "ada@example.com");
    type("Phone Number", "555-0100");
    type("Street Address", "1 Main St");
    type("City", "Baltimore");
    type("State", "MD");
    type("ZIP Code", "21201");
    fireEvent.submit(form());
    expect(await screen.findByText("Order submitted successfully!")).toBeTruthy();
    const [post] = orderCalls(calls);
    expect(post?.body).toMatchObject({ ...POCKET, firstName: "Ada", customerEmail: "ada@example.com", shippingCity: "Baltimore" });
  });

  it("opens the pocket in detail filled from the link's parameters and sends it with the order", async () => {
    vi.spyOn(window, "open").mockImplementation(() => null);
    const { calls } = openFrom({ again: "69", ...POCKET, mesh: "ECD Hero 3.0", dia: "10", top: "White", s1: "v.nylon.Red", s2: "straight", whip: "low" });
    expect(await screen.findByText("Filled from order #69 — check it and add your contact and address.")).toBeTruthy();
    const toggle = within(form()).getByRole("button", { name: "Pocket details (optional)" });
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("true"));
    expect(input("Mesh brand").value).toBe("ECD Hero 3.0");
    expect(input("Diamonds").value).toBe("10");
    expect(picked("pocket.shooters.0.style")).toContain("V");
    expect(picked("pocket.shooters.0.material")).toContain("Nylon");
    expect(picked("pocket.shooters.1.style")).toContain("Straight");
    expect(picked("pocket.whip")).toContain("Low whip");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/#order");

    for (const [label, value] of [
      ["First Name", "Ada"],
      ["Last Name", "Lovelace"],
      ["Email Address", "ada@example.com"],
      ["Phone Number", "555-0100"],
      ["Street Address", "1 Main St"],
      ["City", "Baltimore"],
      ["State", "MD"],
      ["ZIP Code", "21201"],
    ] as const)
      type(label, value);
    fireEvent.submit(form());
    expect(await screen.findByText("Order submitted successfully!")).toBeTruthy();
    expect(orderCalls(calls)[0]?.body).toMatchObject({
      ...POCKET,
      pocket: {
        meshBrand: "ECD Hero 3.0",
        diamonds: 10,
        sidewallColor: null,
        topStringColor: "White",
        shooters: [
          { style: "v", material: "nylon", color: "Red" },
          { style: "straight", material: null, color: null },
        ],
        channel: null,
        whip: "low",
      },
    });
    // The confirmation repeats the pocket in detail as the player said it.
    const summary = screen.getByRole("region", { name: "Your order" });
    expect(within(summary).getByText("Shooter 1").nextElementSibling?.textContent).toBe("V nylon, Red");
    expect(within(summary).getByText("Mesh type").nextElementSibling?.textContent).toBe("ECD Hero 3.0, 10 diamonds");
  }, 90_000);

  it("leaves a service no longer offered and an unknown option empty, with a message each, and asks for them on submit", async () => {
    const { calls } = openFrom({ again: "12", ...POCKET, serviceType: "Old Pocket", pocketPreference: "Bag" });
    const note = (await screen.findByText("Filled from order #12 — check it and add your contact and address.")).closest<HTMLElement>('[role="status"]')!;
    expect(
      within(note)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(['The service "Old Pocket" is no longer offered: please choose a service.', '"Bag" is no longer one of our pockets: please choose one.']);
    expect(picked("serviceType")).toContain("Select a service");
    expect(input("Head Type").value).toBe("StringKing Mark 2A");
    fireEvent.submit(form());
    expect(await screen.findByText("Service type is required")).toBeTruthy();
    expect(screen.getByText("Pocket preference is required")).toBeTruthy();
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it('says "your last order" for a link without a sensible number, and shows no note on an ordinary visit', async () => {
    const { unmount } = openFrom({ again: "x", headColor: "Red" });
    expect(await screen.findByText("Filled from your last order — check it and add your contact and address.")).toBeTruthy();
    expect(input("Head Color").value).toBe("Red");
    unmount();
    renderWithApi(<OrderForm />, { "/api/payment-settings": SETTINGS, "/api/services": SERVICES });
    await waitFor(() => expect(within(form()).getByText("Select a service")).toBeTruthy());
    expect(screen.queryByText(/Filled from/)).toBeNull();
    expect(input("Head Color").value).toBe("");
  });
});
