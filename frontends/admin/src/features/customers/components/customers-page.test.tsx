import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { CustomersPage } from "./customers-page.tsx";

const row = (id: number, name: string, lastOrderDate: string | null) => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
  phone: null,
  position: "Goalie",
  notes: null,
  totalOrders: lastOrderDate ? 2 : 0,
  lastOrderDate,
  imageUrls: [],
  createdAt: "2026-01-05T00:00:00.000Z",
  updatedAt: "2026-01-05T00:00:00.000Z",
  shippingAddress: null,
  shippingCity: null,
  shippingState: null,
  shippingZip: null,
  shippingCountry: "United States",
  preferredMesh: null,
  preferredThread: null,
  preferredPocket: null,
});

const urls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map((call) => String(call[0]));

describe("CustomersPage", () => {
  it("lists customers with their last order, or Never", async () => {
    stubApi({ "GET /api/customers?limit=26&offset=0": () => Response.json([row(1, "Ada Lovelace", "2026-02-03T10:00:00.000Z"), row(2, "Bo Jackson", null)]) });
    renderAdmin(<CustomersPage />);
    await screen.findByText("Ada Lovelace");
    const table = screen.getByRole("grid", { name: "Customers" });
    expect(within(table).getByText("Feb 3, 2026")).toBeTruthy();
    expect(within(table).getByText("Never")).toBeTruthy();
  });

  it("names a position by its label: Face Off, not FO", async () => {
    stubApi({ "GET /api/customers?limit=26&offset=0": () => Response.json([{ ...row(1, "Ada Lovelace", null), position: "FO" }]) });
    renderAdmin(<CustomersPage />);
    const table = await screen.findByRole("grid", { name: "Customers" });
    await within(table).findByText("Face Off");
    expect(within(table).queryByText("FO")).toBeNull();
  });

  it("searches on the server once typing has paused for 300 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      "GET /api/customers?limit=26&offset=0": () => Response.json([]),
      "GET /api/customers?limit=26&offset=0&q=goal": () => Response.json([row(2, "Bo Jackson", null)]),
    });
    renderAdmin(<CustomersPage />);
    await screen.findByText("No customers found");
    const box = screen.getByRole("searchbox", { name: "Search customers" });
    for (const text of ["g", "go", "goa", "goal"]) {
      fireEvent.change(box, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(100));
    }
    expect(urls(fetchMock).filter((url) => url.includes("q="))).toEqual([]);
    await act(async () => vi.advanceTimersByTime(300));
    await screen.findByText("Bo Jackson");
    expect(urls(fetchMock).filter((url) => url.includes("q="))).toEqual(["/api/customers?limit=26&offset=0&q=goal"]);
  });

  it("shows Error loading customers with a Retry that loads again", async () => {
    let fail = true;
    const fetchMock = stubApi({
      "GET /api/customers?limit=26&offset=0": () => (fail ? new Response("", { status: 500 }) : Response.json([row(1, "Ada Lovelace", null)])),
    });
    renderAdmin(<CustomersPage />);
    expect(await screen.findByText("Error loading customers")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText("Ada Lovelace");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("offers a next page when the server has more rows than one page", async () => {
    const many = Array.from({ length: 26 }, (_, i) => row(100 - i, `Customer ${i}`, null));
    const fetchMock = stubApi({
      "GET /api/customers?limit=26&offset=0": () => Response.json(many),
      "GET /api/customers?limit=26&offset=25": () => Response.json([row(1, "Last One", null)]),
    });
    renderAdmin(<CustomersPage />);
    await screen.findByText("Customer 0");
    expect(screen.queryByText("Customer 25")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Last One");
    expect(urls(fetchMock)).toContain("/api/customers?limit=26&offset=25");
  });
});
