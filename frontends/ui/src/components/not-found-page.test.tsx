import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "./not-found-page.tsx";

describe("NotFoundPage", () => {
  it("says 404 Page Not Found with a hint for developers", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("404 Page Not Found");
    expect(screen.getByText(/add the page to the router/)).toBeTruthy();
  });
});
