import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { websiteContent } from "@stringing/adapters/postgres/schema/index";
import { useTestApp } from "../testing/test-app.ts";

describe("GET /api/content/section/:section", () => {
  const app = useTestApp();

  it("serves the seeded hero to anyone", async () => {
    const response = await app().request("/api/content/section/hero-heading");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      section: "hero-heading",
      title: "Professional Lacrosse Stringing Services",
      imageUrl: "/images/hero.svg",
      visible: true,
    });
  });

  it("answers 404 for an unknown section", async () => {
    expect((await app().request("/api/content/section/no-such-section")).status).toBe(404);
  });

  it("hides a hidden section from visitors but not from admins, and shows edits at once", async () => {
    await app().db.update(websiteContent).set({ visible: false, title: "Edited" }).where(eq(websiteContent.section, "about-heading"));
    expect((await app().request("/api/content/section/about-heading")).status).toBe(404);
    const admin = await app().signIn("admin");
    const asAdmin = await app().request("/api/content/section/about-heading", { cookie: admin });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toMatchObject({ title: "Edited", visible: false });
  });
});
