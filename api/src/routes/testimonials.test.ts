import { describe, expect, it } from "vitest";
import { catalogueRouteContract } from "../testing/catalogue-route-contract.ts";
import { useTestApp } from "../testing/test-app.ts";

describe("/api/testimonials", () => {
  const app = useTestApp();

  catalogueRouteContract(app, {
    path: "/api/testimonials",
    thing: "Testimonial",
    valid: () => ({
      name: "Casey Ortiz",
      position: "Goalie",
      company: "Lakeside Lacrosse",
      content: "Saves feel automatic now.",
      rating: 4,
      imageUrl: "/objects/casey.jpg",
    }),
    patch: { content: "Even better the second time.", rating: 5 },
    invalid: [
      { body: {}, errors: { name: "Customer name is required", content: "Content is required" } },
      { body: { name: "Casey", content: "Good", rating: 9 }, errors: { rating: "Rating must be between 1 and 5" } },
      {
        body: { name: "Casey", content: "Good", imageUrl: "javascript:alert(1)" },
        errors: { imageUrl: "Image must be a web address (http or https) or an uploaded image" },
      },
    ],
    invalidPatch: { body: { name: "  " }, errors: { name: "Customer name is required" } },
    deletable: true,
    hasVisibility: true,
    ordered: false,
  });

  it("serves the seeded testimonial to visitors", async () => {
    const list = (await (await app().request("/api/testimonials")).json()) as { name: string; rating: number }[];
    expect(list).toContainEqual(expect.objectContaining({ name: "Jake Thompson", rating: 5, visible: true }));
  });

  it("defaults the rating to 5 and removes an image with null", async () => {
    const admin = await app().signIn("admin");
    const created = await app().request("/api/testimonials", {
      method: "POST",
      json: { name: "Sam", content: "Solid", imageUrl: "https://cdn.example.com/sam.webp" },
      cookie: admin,
    });
    const body = (await created.json()) as { id: number; rating: number; imageUrl: string };
    expect(body).toMatchObject({ rating: 5, imageUrl: "https://cdn.example.com/sam.webp", position: null, company: null });
    const removed = await app().request(`/api/testimonials/${body.id}`, { method: "PUT", json: { imageUrl: null }, cookie: admin });
    expect(await removed.json()).toMatchObject({ id: body.id, imageUrl: null, name: "Sam" });
  });
});
