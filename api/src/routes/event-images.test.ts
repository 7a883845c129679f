import { describe, expect, it } from "vitest";
import { catalogueRouteContract } from "../testing/catalogue-route-contract.ts";
import { useTestApp } from "../testing/test-app.ts";

describe("/api/event-images", () => {
  const app = useTestApp();

  catalogueRouteContract(app, {
    path: "/api/event-images",
    thing: "Event image",
    valid: () => ({ title: "Spring Showcase", description: "Tune-ups between games.", imageUrl: "https://cdn.example.com/showcase.webp", order: 4 }),
    patch: { title: "Spring Showcase 2025", order: 1 },
    invalid: [
      { body: {}, errors: { title: "Title is required", imageUrl: "Image is required" } },
      { body: { title: "T", imageUrl: "/x.jpg", order: -1 }, errors: { order: "Order must be at least 0" } },
      { body: { title: "T", imageUrl: "javascript:alert(1)" }, errors: { imageUrl: "Image must be a web address (http or https) or an uploaded image" } },
    ],
    invalidPatch: { body: { order: 2.5 }, errors: { order: "Order must be a whole number" } },
    deletable: true,
    hasVisibility: true,
    ordered: true,
  });

  it("serves the seeded images in their order", async () => {
    const list = (await (await app().request("/api/event-images")).json()) as { title: string; order: number }[];
    const seeded = list.filter((image) => ["Summer Tournament Stringing Tent", "Youth Clinic", "College Team Day"].includes(image.title));
    expect(seeded.map((image) => image.order)).toEqual([0, 1, 2]);
  });

  it("accepts the form's displayOrder as order", async () => {
    const admin = await app().signIn("admin");
    const response = await app().request("/api/event-images", {
      method: "POST",
      json: { title: "Clinic", imageUrl: "/objects/c.jpg", displayOrder: 9 },
      cookie: admin,
    });
    expect(await response.json()).toMatchObject({ order: 9 });
  });
});
