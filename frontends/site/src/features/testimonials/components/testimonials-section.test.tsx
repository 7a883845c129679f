import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

const testimonial = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Player ${id}`,
  content: `Quote ${id}`,
  rating: 5,
  visible: true,
  ...extra,
});

describe("TestimonialsSection", () => {
  it("shows a spinner while loading", () => {
    renderWithApi(<TestimonialsSection />, { "/api/testimonials": () => new Promise<Response>(() => {}) });
    expect(screen.getByText("Loading testimonials")).toBeTruthy();
  });

  it("shows one at a time, with controls and one dot each when there are several", async () => {
    renderWithApi(<TestimonialsSection />, { "/api/testimonials": [testimonial(1), testimonial(2, { visible: false }), testimonial(3)] });
    expect(await screen.findByText("“Quote 1”")).toBeTruthy();
    expect(screen.queryByText("“Quote 3”")).toBeNull();
    expect(screen.getByRole("button", { name: "Next testimonial" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pause testimonials" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Show testimonial/ })).toHaveLength(2);
  });

  it("has no controls for a single testimonial", async () => {
    renderWithApi(<TestimonialsSection />, { "/api/testimonials": [testimonial(1, { rating: 4 })] });
    expect(await screen.findByText("“Quote 1”")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("renders nothing when none is visible, and the built-in one on failure", async () => {
    const { container, unmount } = renderWithApi(<TestimonialsSection />, { "/api/testimonials": [testimonial(1, { visible: false })] });
    await waitFor(() => expect(screen.queryByText("Loading testimonials")).toBeNull());
    expect(container.querySelector("#testimonials")).toBeNull();
    unmount();
    renderWithApi(<TestimonialsSection />, { "/api/testimonials": () => new Response("", { status: 503 }) });
    expect(await screen.findByText("Jake Thompson")).toBeTruthy();
  });
});
