import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { websiteContent } from "@stringing/adapters/postgres/schema/index";
import { CONTENT_SECTIONS, isImageSection } from "@stringing/core/content/content-section";
import { useTestApp } from "../testing/test-app.ts";

type Section = { id: number; section: string; title: string | null; content: string | null; imageUrl: string | null; visible: boolean };

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

  it("answers a hidden section to visitors as hidden (200, texts emptied, visible false), not as missing; admins see it all", async () => {
    await app().db.update(websiteContent).set({ visible: false, title: "Edited" }).where(eq(websiteContent.section, "about-heading"));
    const anonymous = await app().request("/api/content/section/about-heading");
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toMatchObject({
      section: "about-heading",
      title: null,
      content: null,
      imageUrl: null,
      founderName: null,
      founderTitle: null,
      visible: false,
    });
    const admin = await app().signIn("admin");
    const asAdmin = await app().request("/api/content/section/about-heading", { cookie: admin });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toMatchObject({ title: "Edited", visible: false });
  });
});

describe("admin content management", () => {
  const app = useTestApp();
  let adminCookie: Promise<string> | undefined;
  const admin = () => (adminCookie ??= app().signIn("admin"));

  const post = async (json: unknown) => app().request("/api/content", { method: "POST", json, cookie: await admin() });
  const put = async (id: number | string, json: unknown) => app().request(`/api/content/${id}`, { method: "PUT", json, cookie: await admin() });
  const sectionId = async (name: string) => {
    const list = (await (await app().request("/api/content", { cookie: await admin() })).json()) as Section[];
    return list.find((row) => row.section === name)!.id;
  };

  it("keeps every write and the full list for admins: 401 anonymous, 403 non-admin", async () => {
    const user = await app().signIn("user");
    for (const [method, path] of [
      ["GET", "/api/content"],
      ["POST", "/api/content"],
      ["PUT", "/api/content/1"],
    ] as const) {
      const init = method === "GET" ? { method } : { method, json: {} };
      expect((await app().request(path, init)).status, `${method} anonymous`).toBe(401);
      expect((await app().request(path, { ...init, cookie: user })).status, `${method} non-admin`).toBe(403);
    }
  });

  it("lists every section to an admin, hidden ones with their flag", async () => {
    await app().db.update(websiteContent).set({ visible: false }).where(eq(websiteContent.section, "about-content"));
    const response = await app().request("/api/content", { cookie: await admin() });
    expect(response.status).toBe(200);
    const list = (await response.json()) as Section[];
    expect(list.map((row) => row.section)).toEqual(
      expect.arrayContaining(["hero-heading", "stringmaster-pro", "about-heading", "about-content", "contact-info"]),
    );
    expect(list.find((row) => row.section === "about-content")).toMatchObject({ visible: false });
  });

  it("creates a section (201) that the public read serves at once", async () => {
    const response = await post({ section: "tagline", content: "Strung by hand, shipped in 3 days" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ section: "tagline", title: null, content: "Strung by hand, shipped in 3 days", visible: true });
    const read = await app().request("/api/content/section/tagline");
    expect(await read.json()).toMatchObject({ content: "Strung by hand, shipped in 3 days" });
  });

  it("can save each of the fifteen named sections", async () => {
    for (const section of CONTENT_SECTIONS) {
      const existing = await app().request(`/api/content/section/${section}`, { cookie: await admin() });
      if (existing.status === 200) {
        const { id } = (await existing.json()) as Section;
        const body = isImageSection(section) ? { imageUrl: "/objects/new.jpg" } : { title: `Updated ${section}` };
        expect((await put(id, body)).status, section).toBe(200);
      } else {
        const body = isImageSection(section) ? { section, imageUrl: "/objects/new.jpg" } : { section, content: `Text of ${section}` };
        expect((await post(body)).status, section).toBe(201);
      }
    }
  });

  it("answers 409 for a duplicate section name, on create and on rename", async () => {
    const duplicate = await post({ section: "hero-heading", title: "Again" });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: "A content section with that name already exists" });
    const created = (await (await post({ section: "mission-draft", content: "Draft" })).json()) as Section;
    expect((await put(created.id, { section: "hero-heading" })).status).toBe(409);
  });

  it("answers 400 with the form's messages", async () => {
    const empty = await post({ section: "empty-one" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Title is required", errors: { title: "Title is required", content: "Content is required" } });
    const noName = await post({ title: "T" });
    expect(((await noName.json()) as { errors: unknown }).errors).toEqual({ section: "Section is required" });
    const script = await post({ section: "founder-image", imageUrl: "javascript:alert(1)" });
    expect(script.status).toBe(400);
    expect(((await script.json()) as { errors: unknown }).errors).toEqual({ imageUrl: "Image must be a web address (http or https) or an uploaded image" });
    const malformed = await app().request("/api/content", {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json" },
      cookie: await admin(),
    });
    expect(malformed.status).toBe(400);
  });

  it("toggles visibility with PUT {visible}, seen by the very next anonymous read", async () => {
    const id = await sectionId("hero-heading");
    const off = await put(id, { visible: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id, section: "hero-heading", visible: false, imageUrl: "/images/hero.svg" });
    expect(await (await app().request("/api/content/section/hero-heading")).json()).toMatchObject({ title: null, imageUrl: null, visible: false });
    await put(id, { visible: true });
    expect(await (await app().request("/api/content/section/hero-heading")).json()).toMatchObject({ imageUrl: "/images/hero.svg", visible: true });
  });

  it("edits a section partially and shows the edit at once", async () => {
    const id = await sectionId("stringmaster-pro");
    const response = await put(id, { heading: "Meet Alex", founderTitle: "Head Stringer" });
    expect(await response.json()).toMatchObject({ title: "Meet Alex", founderTitle: "Head Stringer", founderName: "Alex Morgan" });
    expect(await (await app().request("/api/content/section/stringmaster-pro")).json()).toMatchObject({ title: "Meet Alex" });
  });

  it("refuses to empty a section, and leaves it as it was", async () => {
    const id = await sectionId("about-heading");
    const read = async () => (await (await app().request("/api/content/section/about-heading", { cookie: await admin() })).json()) as Section;
    const before = await read();
    expect(before.title).toBeTruthy();
    const response = await put(id, { title: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { title: "Title is required", content: "Content is required" } });
    expect(await read()).toEqual(before);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await put(999_999, { title: "x" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Content section not found" });
    expect((await put("abc", { title: "x" })).status).toBe(400);
  });
});

describe("PUT /api/content/sections", () => {
  const app = useTestApp();
  let adminCookie: Promise<string> | undefined;
  const admin = () => (adminCookie ??= app().signIn("admin"));
  const save = async (json: unknown) => app().request("/api/content/sections", { method: "PUT", json, cookie: await admin() });
  const read = async (name: string) => (await app().db.select().from(websiteContent).where(eq(websiteContent.section, name)))[0];

  it("is the admin's: 401 anonymous, 403 non-admin", async () => {
    const json = { sections: [{ section: "tagline", title: "x" }] };
    expect((await app().request("/api/content/sections", { method: "PUT", json })).status).toBe(401);
    expect((await app().request("/api/content/sections", { method: "PUT", json, cookie: await app().signIn("user") })).status).toBe(403);
    expect(await read("tagline")).toBeUndefined();
  });

  it("saves several sections in one request: updates the existing, creates the missing", async () => {
    const response = await save({
      sections: [
        { section: "about-heading", title: "Who we are" },
        { section: "about-content", content: "Hand strung since 2009." },
        { section: "company-name", heading: "StringMaster Pro" },
      ],
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Section[]).map((row) => row.section)).toEqual(["about-heading", "about-content", "company-name"]);
    expect(await read("about-heading")).toMatchObject({ title: "Who we are" });
    expect(await read("about-content")).toMatchObject({ content: "Hand strung since 2009." });
    expect(await read("company-name")).toMatchObject({ title: "StringMaster Pro", visible: true });
    const served = await app().request("/api/content/section/about-heading");
    expect(await served.json()).toMatchObject({ title: "Who we are" });
  });

  it("saves nothing when one section is refused (400 with the form's messages)", async () => {
    const before = await read("hero-heading");
    const response = await save({
      sections: [
        { section: "hero-heading", title: "Changed" },
        { section: "quality-guarantee", content: "   " },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Title is required", errors: { title: "Title is required", content: "Content is required" } });
    expect((await read("hero-heading"))?.title).toBe(before?.title);
    expect(await read("quality-guarantee")).toBeUndefined();
  });

  it("refuses a body that is not a list of sections", async () => {
    expect((await save({ sections: [] })).status).toBe(400);
    expect((await save([{ section: "tagline", title: "x" }])).status).toBe(400);
    expect((await save({ sections: [{ section: "Not A Name!", title: "x" }] })).status).toBe(400);
    expect((await save({ sections: [{ title: "nameless" }] })).status).toBe(400);
  });
});
