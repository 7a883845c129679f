import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NavBar } from "./nav-bar.tsx";

function renderNav() {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  for (const old of document.querySelectorAll("#services, #order")) old.remove();
  document.body.insertAdjacentHTML("beforeend", '<section id="services"></section><section id="order"></section>');
  const view = render(<NavBar />);
  return { ...view, scrollTo };
}

describe("NavBar", () => {
  it("toggles the mobile menu and reports it with aria-expanded", () => {
    renderNav();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the menu, then scrolls to the section 80 px below the bar", async () => {
    const { scrollTo } = renderNav();
    const services = document.getElementById("services")!;
    vi.spyOn(services, "getBoundingClientRect").mockReturnValue({ top: 1000 } as DOMRect);
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    fireEvent.click(within(menu).getByRole("link", { name: "Services" }));
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 920, behavior: "smooth" }));
    expect(document.activeElement).toBe(services);
  });

  it("links Home, Services, Shop, About, Testimonials and Contact to their anchors", () => {
    renderNav();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "#"],
      ["Services", "#services"],
      ["Shop", "#shop"],
      ["About", "#about"],
      ["Testimonials", "#testimonials"],
      ["Contact", "#contact"],
    ]);
  });

  it("scrolls to the order form from Order Now", () => {
    const { scrollTo } = renderNav();
    vi.spyOn(document.getElementById("order")!, "getBoundingClientRect").mockReturnValue({ top: 3000 } as DOMRect);
    fireEvent.click(screen.getAllByRole("link", { name: "Order Now" })[0]!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 2920, behavior: "smooth" });
  });

  it("links Admin Login to /auth as a plain link, a full page load (no router on /)", () => {
    renderNav();
    const links = screen.getAllByRole("link", { name: "Admin Login", hidden: true });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/auth", "/auth"]);
  });
});
