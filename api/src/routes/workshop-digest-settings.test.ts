import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";

const PATH = "/api/settings/workshop/digest";

describe(PATH, () => {
  const app = useTestApp();

  it("answers the defaults (off, 7 o'clock, to the owner's notice address) until saved, then what was saved", async () => {
    const admin = await app().signIn("admin");
    const before = await app().request(PATH, { cookie: admin });
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ enabled: false, hour: 7, to: null, ownerEmail: "no-reply@localhost" });

    await app().request("/api/config/mail", { method: "POST", json: { ownerEmail: "owner@shop.example" }, cookie: admin });
    const saved = await app().request(PATH, { method: "PUT", json: { enabled: true, hour: 6, to: null }, cookie: admin });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ enabled: true, hour: 6, to: null, ownerEmail: "owner@shop.example" });

    await app().request(PATH, { method: "PUT", json: { enabled: true, hour: 8, to: "Bench@Shop.Example" }, cookie: admin });
    expect(await (await app().request(PATH, { cookie: admin })).json()).toMatchObject({ enabled: true, hour: 8, to: "bench@shop.example" });
  });

  it("refuses bad values with an error per field and keeps what was saved", async () => {
    const admin = await app().signIn("admin");
    await app().request(PATH, { method: "PUT", json: { enabled: true, hour: 9, to: null }, cookie: admin });
    const response = await app().request(PATH, { method: "PUT", json: { enabled: "yes", hour: 24, to: "nobody" }, cookie: admin });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      enabled: "Enabled must be true or false",
      hour: "Hour must be a whole hour from 0 to 23",
      to: "Please enter a valid email address",
    });
    expect(await (await app().request(PATH, { cookie: admin })).json()).toMatchObject({ enabled: true, hour: 9, to: null });
  });

  it("is for admins only", async () => {
    expect((await app().request(PATH)).status).toBe(401);
    expect((await app().request(PATH, { method: "PUT", json: { enabled: true } })).status).toBe(401);
    expect((await app().request(PATH, { cookie: await app().signIn("user") })).status).toBe(403);
  });
});
