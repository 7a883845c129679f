import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { Footer, FOOTER_PROMISE } from "./footer.tsx";
import { socialPlatform } from "./social-icon.tsx";

const link = (id: number, platform: string, extra: Record<string, unknown> = {}) => ({
  id,
  platform,
  url: `https://social.test/${platform}`,
  order: id,
  ...extra,
});

describe("Footer", () => {
  it("shows icons only for facebook, instagram, twitter or x and youtube, hiding only visible false", async () => {
    renderWithApi(<Footer year={2031} />, {
      "/api/social-links": [
        link(1, "facebook"),
        link(2, "Instagram"),
        link(3, "x"),
        link(4, "youtube", { visible: false }),
        link(5, "tiktok"),
        link(6, "linkedin"),
        link(7, "youtube"),
      ],
    });
    const list = await screen.findByRole("list", { name: "Social media" });
    const names = within(list)
      .getAllByRole("link")
      .map((a) => a.getAttribute("aria-label"));
    expect(names).toEqual([
      "Facebook (opens in a new tab)",
      "Instagram (opens in a new tab)",
      "X (Twitter) (opens in a new tab)",
      "YouTube (opens in a new tab)",
    ]);
    for (const anchor of within(list).getAllByRole("link")) {
      expect(anchor.getAttribute("target")).toBe("_blank");
      expect(anchor.getAttribute("rel")).toContain("noopener");
      expect(anchor.querySelector("svg")).toBeTruthy();
    }
  });

  it("maps platform names to icons", () => {
    expect(["facebook", "INSTAGRAM", "twitter", "X", "youtube", "tiktok", "other"].map(socialPlatform)).toEqual([
      "facebook",
      "instagram",
      "twitter",
      "twitter",
      "youtube",
      null,
      null,
    ]);
  });

  it("has the link groups, the promise, contact details by label and the year", async () => {
    renderWithApi(<Footer year={2031} />, {
      "/api/social-links": [],
      "/api/content/section/contact-info": { content: "Phone: (555) 000-1111\nEmail: team@strings.test\nAddress: 1 Field Way, Austin, TX" },
    });
    expect(await screen.findByRole("link", { name: "(555) 000-1111" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "team@strings.test" }).getAttribute("href")).toBe("mailto:team@strings.test");
    expect(screen.getByText("Address: 1 Field Way, Austin, TX")).toBeTruthy();
    const quick = screen.getByRole("navigation", { name: "Quick Links" });
    expect(
      within(quick)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Services", "#services"],
      ["About Us", "#about"],
      ["Testimonials", "#testimonials"],
      ["Contact Us", "#contact"],
    ]);
    const start = screen.getByRole("navigation", { name: "Get Started" });
    expect(
      within(start)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Place an Order", "#order"],
      ["Featured Work", "#featured"],
      ["Newsletter", "#newsletter"],
    ]);
    expect(screen.getByText(FOOTER_PROMISE)).toBeTruthy();
    expect(screen.getByText(/© 2031 StringMaster Pro/)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Social media" })).toBeNull();
  });
});
