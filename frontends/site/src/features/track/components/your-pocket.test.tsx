import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../testing/axe-check.ts";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { TRACKED } from "../../../testing/tracked-order.ts";
import { type OrderStatusData, useOrderStatus } from "../api/get-order-status.ts";
import { OrderStatusView } from "./order-status-view.tsx";

const TOKEN = "ab".repeat(32);
const PATH = `/api/track/${TOKEN}`;
const RECIPE = {
  serviceType: "Mesh Pocket",
  headType: "StringKing Mark 2A",
  headColor: "White",
  position: "FO",
  pocketPreference: "Mid-Low Pocket",
  meshOption: "Providing my own mesh",
  stringOption: "Need strings with base white crosslace (+$11.99)",
};

function Page() {
  const { data } = useOrderStatus(TOKEN);
  return data ? <OrderStatusView order={data as OrderStatusData} /> : null;
}

async function show(answer: object) {
  const view = renderWithApi(<Page />, { [PATH]: answer });
  await screen.findByRole("heading", { level: 1, name: "Order #42" });
  return view;
}

const pocket = () => screen.getByRole("region", { name: "Your pocket" });

describe("the status page's pocket", () => {
  it("shows the recipe in words and links to the order form filled with it, without the token or anything personal", async () => {
    const { container } = await show({ ...TRACKED, recipe: { ...RECIPE, customerEmail: "ada@example.com" } });
    const lines = within(pocket())
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(lines).toEqual([
      ["Service", "Mesh Pocket"],
      ["Head", "StringKing Mark 2A, White"],
      ["Position", "Face Off"],
      ["Pocket", "Mid-Low Pocket"],
      ["Mesh", "Your own mesh"],
      ["Strings", "Ours, with a base white crosslace"],
    ]);
    const link = within(pocket()).getByRole("link", { name: "Order this pocket again" });
    const href = new URL(link.getAttribute("href")!, "https://shop.test");
    expect(href.pathname).toBe("/");
    expect(href.hash).toBe("#order");
    expect(Object.fromEntries(href.searchParams)).toEqual({ again: "42", ...RECIPE });
    expect(link.getAttribute("href")).not.toContain(TOKEN);
    expect(link.getAttribute("href")).not.toContain("ada");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the player's notes to the stringer, which the link does not carry", async () => {
    await show({ ...TRACKED, recipe: { ...RECIPE, stringerNotes: "Red sidewall\ntwo straight shooters + one V" } });
    expect(within(pocket()).getByText("Your notes to the stringer").nextElementSibling?.textContent).toBe("Red sidewall\ntwo straight shooters + one V");
    expect(within(pocket()).getByText(/and your notes if they still apply\.$/)).toBeTruthy();
    const href = within(pocket()).getByRole("link", { name: "Order this pocket again" }).getAttribute("href")!;
    expect(href).not.toMatch(/sidewall|shooters|stringerNotes/i);
  });

  it("shows the pocket in detail in the stringer's order and carries it in the link", async () => {
    const detail = {
      meshBrand: "StringKing 4S",
      diamonds: 11,
      sidewallColor: "Red",
      topStringColor: null,
      shooters: [
        { style: "straight", material: "nylon", color: "White" },
        { style: "v", material: null, color: null },
      ],
      channel: "slight",
      whip: null,
    };
    const { container } = await show({ ...TRACKED, recipe: { ...RECIPE, stringerNotes: null, pocket: detail } });
    const list = within(pocket()).getByText("The pocket in detail").nextElementSibling as HTMLElement;
    const lines = within(list)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(lines).toEqual([
      ["Mesh type", "StringKing 4S, 11 diamonds"],
      ["Sidewall", "Red"],
      ["Shooter 1", "Straight nylon, White"],
      ["Shooter 2", "V"],
      ["Channel", "Slight channel"],
    ]);
    const href = new URL(within(pocket()).getByRole("link", { name: "Order this pocket again" }).getAttribute("href")!, "https://shop.test");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      again: "42",
      ...RECIPE,
      mesh: "StringKing 4S",
      dia: "11",
      side: "Red",
      s1: "straight.nylon.White",
      s2: "v",
      chan: "slight",
    });
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);

  it("says no more than the recipe when nobody said any part of the pocket", async () => {
    const empty = { meshBrand: null, diamonds: null, sidewallColor: null, topStringColor: null, shooters: [], channel: null, whip: null };
    await show({ ...TRACKED, recipe: { ...RECIPE, pocket: empty } });
    expect(within(pocket()).queryByText("The pocket in detail")).toBeNull();
    expect(within(pocket()).getAllByRole("term")).toHaveLength(6);
  });

  it("offers it for a cancelled order too", async () => {
    await show({ ...TRACKED, status: "cancelled", recipe: RECIPE });
    expect(within(pocket()).getByRole("link", { name: "Order this pocket again" })).toBeTruthy();
  });

  it("is not there when the answer carries no recipe, or an empty one", async () => {
    const { unmount } = await show(TRACKED);
    expect(screen.queryByRole("region", { name: "Your pocket" })).toBeNull();
    unmount();
    await show({ ...TRACKED, recipe: { customerEmail: "ada@example.com" } });
    expect(screen.queryByRole("region", { name: "Your pocket" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Order this pocket again" })).toBeNull();
  });
});
