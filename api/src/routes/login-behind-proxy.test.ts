import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";

const PROXY = "10.0.0.1";

/** A login as it reaches us through our one proxy: it appends the address it saw to what the client sent. */
const loginVia = (t: ReturnType<ReturnType<typeof useTestApp>>, username: string, password: string, client: string, sent?: string) =>
  t.request("/api/login", {
    method: "POST",
    json: { username, password },
    address: PROXY,
    headers: { "x-forwarded-for": sent ? `${sent}, ${client}` : client },
  });

describe.each([
  ["one proxy hop (TRUST_PROXY=1)", { hops: 1 }],
  ["the proxy's address (TRUST_PROXY=10.0.0.0/8)", { addresses: ["10.0.0.0/8"] }],
])("the login limit behind %s", (_name, trustProxy) => {
  const app = useTestApp({ trustProxy });

  it("counts the address the proxy saw, however the client varies the first X-Forwarded-For", async () => {
    const t = app();
    await t.users.create({ username: "rotated", passwordHash: await t.passwords.hash("right"), role: "admin" });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await loginVia(t, "rotated", "wrong", "198.51.100.6", `192.0.2.${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it("does not let a client lock out an address it names", async () => {
    const t = app();
    await t.users.create({ username: "victim", passwordHash: await t.passwords.hash("right"), role: "admin" });
    for (let i = 0; i < 11; i++) await loginVia(t, "victim", "wrong", "198.51.100.7", "192.0.2.200");
    expect((await loginVia(t, "victim", "right", "192.0.2.200")).status).toBe(200);
  });
});
