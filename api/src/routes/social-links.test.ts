import { describe, expect, it } from "vitest";
import { catalogueRouteContract } from "../testing/catalogue-route-contract.ts";
import { useTestApp } from "../testing/test-app.ts";

describe("/api/social-links", () => {
  const app = useTestApp();

  catalogueRouteContract(app, {
    path: "/api/social-links",
    thing: "Social link",
    valid: () => ({ platform: "instagram", url: "https://instagram.com/stringmasterpro", order: 2 }),
    patch: { url: "https://instagram.com/stringmaster", order: 5 },
    invalid: [
      { body: {}, errors: { platform: "Platform is required", url: "Must be a valid URL" } },
      { body: { platform: "facebook", url: "facebook.com/x" }, errors: { url: "Must be a valid URL" } },
      { body: { platform: "other", url: "javascript:alert(document.cookie)" }, errors: { url: "Must be a valid URL" } },
      { body: { platform: "other", url: "https://x.com/a", displayOrder: -3 }, errors: { order: "Order must be at least 0" } },
    ],
    invalidPatch: { body: { url: "javascript:alert(1)" }, errors: { url: "Must be a valid URL" } },
    deletable: true,
    hasVisibility: true,
    ordered: true,
  });

  it("stores the platform lowercase and takes displayOrder as order", async () => {
    const admin = await app().signIn("admin");
    const response = await app().request("/api/social-links", {
      method: "POST",
      json: { platform: "YouTube", url: "https://youtube.com/@stringmaster", displayOrder: 1 },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ platform: "youtube", order: 1, visible: true });
  });
});
