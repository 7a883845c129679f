import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "./not-found-page.tsx";

describe("NotFoundPage", () => {
  it("tells a visitor the page doesn't exist and leads home, with no developer's hint", () => {
    const { container } = render(<NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page doesn’t exist");
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    expect(container.textContent).not.toMatch(/router|404/i);
  });
});
