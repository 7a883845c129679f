import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { ShopSection } from "./shop-section.tsx";

const product = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Product ${id}`,
  description: `Nice ${id}`,
  imageUrl: `/objects/p${id}.webp`,
  price: "$20",
  productUrl: `https://store.test/p/${id}`,
  isNew: false,
  visible: true,
  order: id,
  ...extra,
});

describe("ShopSection", () => {
  it("shows at most three by order, new ones under New Arrivals with a badge, and View in a new tab", async () => {
    renderWithApi(<ShopSection />, {
      "/api/shop-products": [
        product(5),
        product(1, { order: 0, isNew: true }),
        product(2, { order: 1 }),
        product(3, { order: 1, visible: false }),
        product(4, { order: 2 }),
      ],
    });
    const fresh = await screen.findByRole("list", { name: "New Arrivals" });
    expect(within(fresh).getByText("Product 1")).toBeTruthy();
    expect(within(fresh).getByText("New")).toBeTruthy();
    const all = screen.getByRole("list", { name: "All Products" });
    expect(
      within(all)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Product 2", "Product 4"]);
    const view = within(all).getByRole("link", { name: "View Product 2 (opens in a new tab)" });
    expect(view.getAttribute("href")).toBe("https://store.test/p/2");
    expect(view.getAttribute("target")).toBe("_blank");
    expect(view.getAttribute("rel")).toContain("noopener");
    expect(screen.queryByText("Product 5")).toBeNull();
  });

  it("has no All Products title without new products", async () => {
    renderWithApi(<ShopSection />, { "/api/shop-products": [product(1)] });
    expect(await screen.findByText("Product 1")).toBeTruthy();
    expect(screen.queryByText("All Products")).toBeNull();
    expect(screen.queryByText("New Arrivals")).toBeNull();
  });

  it("shows the two blurbs when there are no products, and Shop Now only with a shop-url section", async () => {
    renderWithApi(<ShopSection />, { "/api/shop-products": [], "/api/content/section/shop-url": { content: "https://store.test/" } });
    expect(await screen.findByText("Custom Designs")).toBeTruthy();
    expect(screen.getByText("Secure Checkout")).toBeTruthy();
    const shopNow = await screen.findByRole("link", { name: /Shop Now/ });
    expect(shopNow.getAttribute("href")).toBe("https://store.test/");
    expect(shopNow.getAttribute("target")).toBe("_blank");
  });

  it("hides Shop Now when the server's head says there is no store", async () => {
    document.head.insertAdjacentHTML("beforeend", '<meta name="shop-url" content="" />');
    try {
      const { calls } = renderWithApi(<ShopSection />, { "/api/shop-products": [] });
      expect(await screen.findByText("Custom Designs")).toBeTruthy();
      expect(screen.queryByRole("link", { name: /Shop Now/ })).toBeNull();
      expect(calls.some((call) => call.url.includes("shop-url"))).toBe(false);
    } finally {
      document.head.querySelector('meta[name="shop-url"]')?.remove();
    }
  });
});
