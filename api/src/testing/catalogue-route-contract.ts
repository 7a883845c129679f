import { expect, it } from "vitest";
import type { TestApp } from "./test-app.ts";

type Item = Record<string, unknown> & { id: number };

export type CatalogueRouteSpec = {
  /** e.g. "/api/testimonials". */
  path: string;
  /** How the 404 names it: "<thing> not found". */
  thing: string;
  /** A complete, valid create body; a fresh one each call where a field must be unique. */
  valid: () => Record<string, unknown>;
  /** A change to apply with PUT. */
  patch: Record<string, unknown>;
  /** Create bodies and the first message per field the API must answer with. */
  invalid: { body: unknown; errors: Record<string, string> }[];
  /** A PUT body the partial update must refuse, with its messages. */
  invalidPatch: { body: unknown; errors: Record<string, string> };
  deletable: boolean;
  /** Whether items carry a visible flag (payment settings do not). */
  hasVisibility: boolean;
  /** Whether lists come by `order` then id (else by id). */
  ordered: boolean;
};

/**
 * The behaviour every curated list of the public page shares
 * (docs/rules/api.md and docs/rules/access.md). Call inside a describe that has
 * `useTestApp()`; resource-specific tests go beside it.
 */
export function catalogueRouteContract(app: () => TestApp, spec: CatalogueRouteSpec) {
  let adminCookie: Promise<string> | undefined;
  let userCookie: Promise<string> | undefined;
  const admin = () => (adminCookie ??= app().signIn("admin"));
  const user = () => (userCookie ??= app().signIn("user"));

  const create = async (overrides: Record<string, unknown> = {}): Promise<Item> => {
    const response = await app().request(spec.path, { method: "POST", json: { ...spec.valid(), ...overrides }, cookie: await admin() });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Item;
  };
  const list = async (cookie?: string): Promise<Item[]> => {
    const response = await app().request(spec.path, cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    return (await response.json()) as Item[];
  };
  const put = async (id: number | string, json: unknown) => app().request(`${spec.path}/${id}`, { method: "PUT", json, cookie: await admin() });

  it("refuses writes from anonymous callers (401) and non-admins (403) before validating", async () => {
    const writes = [
      { method: "POST", path: spec.path },
      { method: "PUT", path: `${spec.path}/1` },
      ...(spec.deletable ? [{ method: "DELETE", path: `${spec.path}/1` }] : []),
    ];
    for (const write of writes) {
      const anonymous = await app().request(write.path, { method: write.method, json: {} });
      expect(anonymous.status, `${write.method} anonymous`).toBe(401);
      const nonAdmin = await app().request(write.path, { method: write.method, json: {}, cookie: await user() });
      expect(nonAdmin.status, `${write.method} non-admin`).toBe(403);
    }
  });

  it("creates an item (201) that the list then holds", async () => {
    const body = spec.valid();
    const response = await app().request(spec.path, { method: "POST", json: body, cookie: await admin() });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Item;
    expect(created).toMatchObject({ ...expectedEcho(body), id: expect.any(Number) });
    expect(new Date(created.updatedAt as string).toISOString()).toBe(created.updatedAt);
    expect((await list(await admin())).map((item) => item.id)).toContain(created.id);
  });

  it("answers 400 with the spec's messages", async () => {
    for (const { body, errors } of spec.invalid) {
      const response = await app().request(spec.path, { method: "POST", json: body, cookie: await admin() });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(answer.errors, JSON.stringify(body)).toEqual(errors);
      expect(answer.message).toBe(Object.values(errors)[0]);
    }
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await app().request(spec.path, {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
      cookie: await admin(),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty("message");
    const array = await app().request(spec.path, { method: "POST", json: [spec.valid()], cookie: await admin() });
    expect(array.status).toBe(400);
  });

  it("updates only the fields sent with PUT", async () => {
    const created = await create();
    const response = await put(created.id, spec.patch);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Item;
    expect(updated).toMatchObject({ ...created, ...expectedEcho(spec.patch), updatedAt: expect.any(String) });
  });

  it("refuses an invalid PUT with the spec's messages and changes nothing", async () => {
    const created = await create();
    const refused = await put(created.id, spec.invalidPatch.body);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual(spec.invalidPatch.errors);
    expect((await list(await admin())).find((item) => item.id === created.id)).toEqual(created);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await put(999_999, spec.patch);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: `${spec.thing} not found` });
    expect((await put("abc", spec.patch)).status).toBe(400);
    expect((await put("1.5", spec.patch)).status).toBe(400);
    expect((await put("99999999999", spec.patch)).status).toBe(400);
    if (spec.deletable) {
      const gone = await app().request(`${spec.path}/999999`, { method: "DELETE", cookie: await admin() });
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: `${spec.thing} not found` });
    }
  });

  if (spec.hasVisibility) {
    it("hides hidden items from visitors and non-admins, shows them to admins with the flag", async () => {
      const hidden = await create({ visible: false });
      expect((await list()).map((item) => item.id)).not.toContain(hidden.id);
      expect((await list(await user())).map((item) => item.id)).not.toContain(hidden.id);
      expect((await list()).every((item) => item.visible === true)).toBe(true);
      const asAdmin = (await list(await admin())).find((item) => item.id === hidden.id);
      expect(asAdmin).toMatchObject({ id: hidden.id, visible: false });
    });

    it("applies a visibility switch to the very next request", async () => {
      const item = await create({ visible: true });
      expect((await list()).map((entry) => entry.id)).toContain(item.id);
      const off = await put(item.id, { visible: false });
      expect(await off.json()).toMatchObject({ ...item, visible: false, updatedAt: expect.any(String) });
      expect((await list()).map((entry) => entry.id)).not.toContain(item.id);
      await put(item.id, { visible: true });
      expect((await list()).map((entry) => entry.id)).toContain(item.id);
    });
  }

  if (spec.deletable) {
    it("deletes an item, after which it is gone", async () => {
      const item = await create();
      const response = await app().request(`${spec.path}/${item.id}`, { method: "DELETE", cookie: await admin() });
      expect(response.status).toBe(200);
      expect((await list(await admin())).map((entry) => entry.id)).not.toContain(item.id);
      expect((await app().request(`${spec.path}/${item.id}`, { method: "DELETE", cookie: await admin() })).status).toBe(404);
    });
  } else {
    it("offers no delete", async () => {
      const item = await create();
      expect((await app().request(`${spec.path}/${item.id}`, { method: "DELETE", cookie: await admin() })).status).toBe(404);
      expect((await list(await admin())).map((entry) => entry.id)).toContain(item.id);
    });
  }

  it(spec.ordered ? "lists by order, then id" : "lists by id", async () => {
    const extra = spec.ordered ? [{ order: 7 }, { order: 3 }, { order: 3 }, { order: 0 }] : [{}, {}, {}];
    for (const overrides of extra) await create(overrides);
    const items = await list(await admin());
    const sorted = [...items].sort((a, b) => (spec.ordered ? (a.order as number) - (b.order as number) : 0) || a.id - b.id);
    expect(items.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
  });

  it("pages only when asked, and refuses nonsense paging", async () => {
    const all = await list(await admin());
    expect(all.length).toBeGreaterThan(2);
    const page = await app().request(`${spec.path}?limit=2&offset=1`, { cookie: await admin() });
    expect(((await page.json()) as Item[]).map((item) => item.id)).toEqual(all.slice(1, 3).map((item) => item.id));
    expect((await app().request(`${spec.path}?limit=0`)).status).toBe(400);
  });
}

/** What a create or update body should come back as: the displayOrder alias answers as order. */
function expectedEcho(body: Record<string, unknown>): Record<string, unknown> {
  const { displayOrder, ...rest } = body;
  return displayOrder === undefined ? rest : { ...rest, order: displayOrder };
}
