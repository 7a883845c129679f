import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMPTY_POCKET, type PocketDetails } from "@stringing/core/orders/pocket-details";
import { toastQueue } from "@stringing/ui/toast-queue";
import { POCKET_NOT_RECORDED } from "../../../shared/orders/components/order-pocket-panel.tsx";
import type { Order } from "../../../shared/orders/order.ts";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { type FakeRoute, json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { OrderPage } from "./order-page.tsx";

const RECORDED: PocketDetails = {
  meshBrand: "StringKing 4S",
  diamonds: 11,
  sidewallColor: "Red",
  topStringColor: null,
  shooters: [
    { style: "straight", material: null, color: null },
    { style: "v", material: "hockey_lace", color: "White" },
  ],
  channel: "slight",
  whip: null,
};

/** The order page's reads, the order answered as it is now; `patch` answers the pocket's PATCH and becomes the order. */
function routes(order: Order, patch?: (init: RequestInit | undefined) => { status: number; body: unknown }): Record<string, FakeRoute> {
  let current = order;
  return {
    "GET /api/orders/12": () => Response.json(current),
    "GET /api/orders/12/events": json([]),
    "GET /api/orders/12/labels": json([]),
    ...(patch
      ? {
          "PATCH /api/orders/12": (init) => {
            const answer = patch(init);
            if (answer.status === 200) current = answer.body as Order;
            return Response.json(answer.body, { status: answer.status });
          },
        }
      : {}),
  };
}

const panel = () => screen.getByRole("region", { name: "Pocket" });
const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const input = (label: string) => within(panel()).getByLabelText(label, { selector: "input" }) as HTMLInputElement;

async function choose(name: string, option: string) {
  fireEvent.click(within(field(name)).getByRole("button"));
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

const withPocket = (pocket: PocketDetails) => apiOrder({ pocket });

describe("OrderPage: the pocket in detail", () => {
  it("reads the pocket part by part as the stringer works, and says when nobody has recorded it", async () => {
    stubApi(routes(withPocket(RECORDED)));
    const { unmount } = renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    const list = await within(await screen.findByRole("region", { name: "Pocket" })).findByLabelText("Pocket of order #12");
    const rows = [...list.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      "Mesh type: StringKing 4S, 11 diamonds",
      "Sidewall: Red",
      "Shooter 1: Straight",
      "Shooter 2: V hockey lace, White",
      "Channel: Slight channel",
    ]);
    unmount();

    stubApi(routes(withPocket(EMPTY_POCKET)));
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    expect(await within(await screen.findByRole("region", { name: "Pocket" })).findByText(POCKET_NOT_RECORDED)).toBeTruthy();
  });

  it("edits the pocket: the whole pocket is sent, the page shows what was saved, a toast says so and focus returns to Edit pocket", async () => {
    const fetchMock = stubApi(
      routes(withPocket(EMPTY_POCKET), (init) => {
        const { pocket } = JSON.parse(String(init?.body)) as { pocket: PocketDetails };
        return { status: 200, body: withPocket(pocket) };
      }),
    );
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    fireEvent.click(await screen.findByRole("button", { name: "Edit pocket of order #12" }));
    // The form opens on its first field.
    await waitFor(() => expect(document.activeElement).toBe(input("Mesh brand")));
    fireEvent.change(input("Sidewall color"), { target: { value: "Red" } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Add a shooter" }));
    fireEvent.click(within(panel()).getByRole("button", { name: "Add a shooter" }));
    await choose("pocket.shooters.1.style", "V");
    await choose("pocket.channel", "Slight channel");
    fireEvent.click(within(panel()).getByRole("button", { name: "Save pocket" }));

    await waitFor(() => expect(within(panel()).getByText("Slight channel")).toBeTruthy());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      pocket: {
        meshBrand: null,
        diamonds: null,
        sidewallColor: "Red",
        topStringColor: null,
        shooters: [
          { style: "straight", material: null, color: null },
          { style: "v", material: null, color: null },
        ],
        channel: "slight",
        whip: null,
      },
    });
    expect(within(panel()).getByText("Shooter 2").nextElementSibling?.textContent).toBe("V");
    expect(toastQueue.visible.map((t) => t.title)).toContain("Pocket saved");
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole("button", { name: "Edit pocket of order #12" })));
  }, 60_000);

  it("says a wrong part beside its field without sending, the server's refusal too, and Cancel puts the saved pocket back", async () => {
    const fetchMock = stubApi(
      routes(withPocket(RECORDED), () => ({
        status: 400,
        body: { message: "Validation failed", errors: { "pocket.sidewallColor": "Sidewall color must be at most 40 characters" } },
      })),
    );
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    fireEvent.click(await screen.findByRole("button", { name: "Edit pocket of order #12" }));
    expect(input("Diamonds").value).toBe("11");

    fireEvent.change(input("Diamonds"), { target: { value: "30" } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Save pocket" }));
    expect(await within(field("pocket.diamonds")).findByText("Diamonds must be between 6 and 16")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input("Diamonds")));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);

    fireEvent.change(input("Diamonds"), { target: { value: "12" } });
    fireEvent.change(input("Sidewall color"), { target: { value: "Blue" } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Save pocket" }));
    expect(await within(field("pocket.sidewallColor")).findByText("Sidewall color must be at most 40 characters")).toBeTruthy();
    expect(input("Sidewall color").value).toBe("Blue");
    await waitFor(() => expect(document.activeElement).toBe(input("Sidewall color")));

    fireEvent.click(within(panel()).getByRole("button", { name: "Cancel" }));
    expect(within(panel()).getByText("Sidewall").nextElementSibling?.textContent).toBe("Red");
    expect(within(panel()).getByText("Mesh type").nextElementSibling?.textContent).toBe("StringKing 4S, 11 diamonds");
    fireEvent.click(within(panel()).getByRole("button", { name: "Edit pocket of order #12" }));
    expect(input("Sidewall color").value).toBe("Red");
  }, 60_000);
});
