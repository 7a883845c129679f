import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sectionDefaults } from "../../../lib/content-section.ts";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { AboutSection } from "./about-section.tsx";

const hidden = { title: null, content: null, imageUrl: null, founderName: null, founderTitle: null, visible: false };
const pro = sectionDefaults("stringmaster-pro");

describe("AboutSection", () => {
  it("shows the built-in text for sections that are missing", async () => {
    renderWithApi(<AboutSection />);
    expect(await screen.findByText(pro.founderName!)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(sectionDefaults("about-heading").title);
  });

  it("shows nothing of a hidden section, not its built-in text", async () => {
    const { calls } = renderWithApi(<AboutSection />, {
      "/api/content/section/about-heading": hidden,
      "/api/content/section/about-content": hidden,
      "/api/content/section/stringmaster-pro": hidden,
    });
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(6));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("About"));
    expect(screen.queryByText(pro.founderName!)).toBeNull();
    expect(screen.queryByText(pro.title!)).toBeNull();
    expect(screen.queryByText(sectionDefaults("about-content").content!)).toBeNull();
  });

  it("shows the founder's quote with their name and photo, and no quote when it is hidden", async () => {
    const routes = {
      "/api/content/section/founder-quote": { content: "Every pocket tells a story.", visible: true },
      "/api/content/section/founder-name": { title: "Sam Rivera", visible: true },
      "/api/content/section/founder-image": { imageUrl: "/objects/sam.webp", visible: true },
    };
    const { unmount } = renderWithApi(<AboutSection />, routes);
    expect(await screen.findByText("Every pocket tells a story.")).toBeTruthy();
    expect(screen.getByText("Sam Rivera")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Sam Rivera" }).getAttribute("src")).toBe("/objects/sam.webp");
    unmount();

    renderWithApi(<AboutSection />, { ...routes, "/api/content/section/founder-quote": hidden });
    await screen.findByText(pro.founderName!);
    expect(screen.queryByText("Sam Rivera")).toBeNull();
  });
});
