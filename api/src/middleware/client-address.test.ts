import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { readConfig } from "../config.ts";
import { clientAddress, forwardedClient, readTrustedProxies, type TrustedProxies } from "./client-address.ts";

describe("forwardedClient", () => {
  const oneHop = { hops: 1 };
  it.each([
    ["the address our one proxy appended, not the one the client wrote first", "10.0.0.1", "6.6.6.6, 203.0.113.7", oneHop, "203.0.113.7"],
    ["the one entry there is", "10.0.0.1", "203.0.113.7", oneHop, "203.0.113.7"],
    ["the peer itself when no header came", "10.0.0.1", undefined, oneHop, "10.0.0.1"],
    ["the peer itself when the header is empty", "10.0.0.1", " , ", oneHop, "10.0.0.1"],
    ["the entry two hops away behind two proxies", "10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.1", { hops: 2 }, "203.0.113.7"],
    ["the left-most entry when there are fewer entries than hops", "10.0.0.2", "203.0.113.7", { hops: 3 }, "203.0.113.7"],
  ])("with a hop count takes %s", (_what, peer, header, proxies, expected) => {
    expect(forwardedClient(peer, header, proxies)).toBe(expected);
  });

  const proxies: TrustedProxies = { addresses: ["10.0.0.0/8", "loopback"] };
  it.each([
    ["skips every trusted proxy from the right", "127.0.0.1", "6.6.6.6, 203.0.113.7, 10.1.2.3", "203.0.113.7"],
    ["stops at the first address that is not a proxy", "10.0.0.1", "10.9.9.9, 198.51.100.4, 10.1.2.3", "198.51.100.4"],
    ["takes a peer that is not a proxy and ignores its header", "198.51.100.4", "203.0.113.7", "198.51.100.4"],
    ["matches an IPv4 peer written as IPv6", "::ffff:10.0.0.1", "203.0.113.7", "203.0.113.7"],
    ["takes the left-most entry when every hop is a proxy", "10.0.0.1", "10.0.0.5, 10.0.0.6", "10.0.0.5"],
    ["takes a non-address entry as the client rather than skip it", "10.0.0.1", "6.6.6.6, unknown", "unknown"],
  ])("with proxy addresses %s", (_what, peer, header, expected) => {
    expect(forwardedClient(peer, header, proxies)).toBe(expected);
  });
});

describe("readTrustedProxies", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["0", null],
    ["false", null],
    ["1", { hops: 1 }],
    ["true", { hops: 1 }],
    ["2", { hops: 2 }],
    ["10.0.0.1", { addresses: ["10.0.0.1"] }],
    ["10.0.0.0/8, 192.168.1.1 ,loopback", { addresses: ["10.0.0.0/8", "192.168.1.1", "loopback"] }],
    ["fd00::/8", { addresses: ["fd00::/8"] }],
  ])("reads %j", (value, expected) => {
    expect(readTrustedProxies(value)).toEqual(expected);
  });

  it.each(["yes", "10.0.0.0/33", "10.0.0.1,,10.0.0.2", "proxy.example", "101", "-1"])("refuses %j with a message naming the variable", (value) => {
    expect(() => readTrustedProxies(value)).toThrow(/^TRUST_PROXY must be/);
  });

  it("is what the configuration reads, and a bad value stops it", () => {
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toEqual({ hops: 1 });
    expect(readConfig({}).trustProxy).toBeNull();
    expect(() => readConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/^TRUST_PROXY must be/);
  });
});

describe("clientAddress", () => {
  const app = (proxies: TrustedProxies | null) => new Hono<AppEnv>().get("/", (c) => c.text(clientAddress(c, proxies)));
  const ask = async (proxies: TrustedProxies | null, peer: string | null, forwardedFor?: string) => {
    const headers = forwardedFor ? { "x-forwarded-for": forwardedFor } : undefined;
    const response = await app(proxies).request("/", { headers }, { requestIP: () => (peer ? { address: peer } : null) });
    return response.text();
  };

  it("ignores X-Forwarded-For without trusted proxies", async () => {
    expect(await ask(null, "203.0.113.7", "6.6.6.6")).toBe("203.0.113.7");
  });

  it("walks the header behind trusted proxies", async () => {
    expect(await ask({ hops: 1 }, "10.0.0.1", "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
  });

  it("names an unknown peer as such", async () => {
    expect(await ask(null, null)).toBe("unknown");
  });
});
