import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";
import { linkOriginOf, linkOriginWarning, readPublicUrl } from "./link-origin.ts";

describe("linkOriginOf", () => {
  it.each([
    ["PUBLIC_URL when set, without its trailing slash", { publicUrl: "https://shop.example/", host: "0.0.0.0", port: 3000 }, "https://shop.example", true],
    ["the listening address and port", { publicUrl: undefined, host: "192.168.1.20", port: 8080 }, "http://192.168.1.20:8080", false],
    ["a host name as given", { publicUrl: undefined, host: "shop.lan", port: 3000 }, "http://shop.lan:3000", false],
    ["loopback for the IPv4 wildcard", { publicUrl: undefined, host: "0.0.0.0", port: 3000 }, "http://127.0.0.1:3000", false],
    ["loopback for the IPv6 wildcard", { publicUrl: undefined, host: "::", port: 3000 }, "http://[::1]:3000", false],
    ["an IPv6 address in brackets", { publicUrl: undefined, host: "fd00::5", port: 3000 }, "http://[fd00::5]:3000", false],
  ])("is %s", (_what, config, url, fromPublicUrl) => {
    expect(linkOriginOf(config)).toEqual({ url, fromPublicUrl });
  });
});

describe("readPublicUrl", () => {
  it.each([
    [undefined, undefined],
    ["  ", undefined],
    ["https://shop.example/", "https://shop.example"],
    ["http://127.0.0.1:3000", "http://127.0.0.1:3000"],
    ["https://example.com/strings/", "https://example.com/strings"],
  ])("reads %j", (value, expected) => {
    expect(readPublicUrl(value)).toBe(expected);
  });

  it.each(["shop.example", "ftp://shop.example", "https://shop.example/?a=1", "https://user:pw@shop.example"])("refuses %j", (value) => {
    expect(() => readPublicUrl(value)).toThrow(/^PUBLIC_URL must be/);
  });

  it("stops the configuration on a bad one", () => {
    expect(() => readConfig({ PUBLIC_URL: "shop.example" })).toThrow(/PUBLIC_URL/);
  });
});

describe("linkOriginWarning", () => {
  const local = { publicUrl: undefined, host: "127.0.0.1", port: 3000, behindProxy: false };

  it("says nothing with PUBLIC_URL set, or for a development server on loopback", () => {
    expect(linkOriginWarning({ ...local, publicUrl: "https://shop.example", behindProxy: true }, "production")).toBeNull();
    expect(linkOriginWarning(local, "development")).toBeNull();
    expect(linkOriginWarning(local, undefined)).toBeNull();
  });

  it.each([
    ["in production", local, "production", "NODE_ENV is production"],
    ["behind a proxy", { ...local, behindProxy: true }, undefined, "TRUST_PROXY is set"],
    ["listening on every interface", { ...local, host: "0.0.0.0" }, undefined, "HOST is 0.0.0.0"],
  ])("warns %s, on several lines naming the fallback and PUBLIC_URL", (_when, config, nodeEnv, reason) => {
    const warning = linkOriginWarning(config, nodeEnv) ?? "";
    expect(warning).toContain("PUBLIC_URL is not set");
    expect(warning).toContain(linkOriginOf(config).url);
    expect(warning).toContain(reason);
    expect(warning).toContain("PUBLIC_URL=https://");
    expect(warning.split("\n").length).toBeGreaterThan(3);
  });
});
