import { describe, expect, it } from "vitest";
import { InMemoryRateLimitCounter } from "../testing/in-memory-rate-limit.ts";
import { clientKeyOf, countPublicFormRequest, isOverLimit, PUBLIC_FORM_LIMITED, secondsUntilWindowEnds, windowStartOf } from "./public-form-limit.ts";

const at = (iso: string) => new Date(iso);

describe("public form limit rules", () => {
  it("puts every instant in a fixed one-minute window", () => {
    expect(windowStartOf(at("2026-03-01T10:15:00.000Z"))).toEqual(at("2026-03-01T10:15:00.000Z"));
    expect(windowStartOf(at("2026-03-01T10:15:59.999Z"))).toEqual(at("2026-03-01T10:15:00.000Z"));
    expect(windowStartOf(at("2026-03-01T10:16:00.000Z"))).toEqual(at("2026-03-01T10:16:00.000Z"));
  });

  it("asks to retry when the window ends, in whole seconds, never 0", () => {
    expect(secondsUntilWindowEnds(at("2026-03-01T10:15:00.000Z"))).toBe(60);
    expect(secondsUntilWindowEnds(at("2026-03-01T10:15:20.000Z"))).toBe(40);
    expect(secondsUntilWindowEnds(at("2026-03-01T10:15:20.400Z"))).toBe(40);
    expect(secondsUntilWindowEnds(at("2026-03-01T10:15:59.900Z"))).toBe(1);
  });

  it("lets the limit-th request through and refuses the next", () => {
    expect(isOverLimit(10, 10)).toBe(false);
    expect(isOverLimit(11, 10)).toBe(true);
  });

  it("counts IPv4 addresses as themselves and IPv6 ones per /64", () => {
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:0db8:0001:0002:0:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps anything that is not an IP address as it is", () => {
    expect(clientKeyOf("unknown")).toBe("unknown");
    expect(clientKeyOf("1::2::3")).toBe("1::2::3");
    expect(clientKeyOf("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientKeyOf("gggg::1")).toBe("gggg::1");
  });
});

describe("countPublicFormRequest", () => {
  const setup = (limit = 10) => {
    let now = at("2026-03-01T10:15:20.000Z");
    const counter = new InMemoryRateLimitCounter();
    const count = countPublicFormRequest({ counter, clock: { now: () => now }, limit });
    return { counter, count, setNow: (iso: string) => (now = at(iso)) };
  };

  it("lets `limit` requests a minute through and refuses the rest with the time left in the window", async () => {
    const { count } = setup(3);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await count({ form: "contacts", address: "203.0.113.7" }));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, false, false]);
    expect(results[3]).toEqual({ ok: false, error: { kind: "rate_limited", message: PUBLIC_FORM_LIMITED, retryAfterSeconds: 40 } });
  });

  it("counts each form and each address apart", async () => {
    const { count } = setup(1);
    expect((await count({ form: "contacts", address: "203.0.113.7" })).ok).toBe(true);
    expect((await count({ form: "contacts", address: "203.0.113.7" })).ok).toBe(false);
    expect((await count({ form: "orders", address: "203.0.113.7" })).ok).toBe(true);
    expect((await count({ form: "subscribers", address: "203.0.113.7" })).ok).toBe(true);
    expect((await count({ form: "contacts", address: "198.51.100.1" })).ok).toBe(true);
  });

  it("counts an IPv6 /64 as one address", async () => {
    const { count } = setup(1);
    expect((await count({ form: "orders", address: "2001:db8:1:2::1" })).ok).toBe(true);
    expect((await count({ form: "orders", address: "2001:db8:1:2::2" })).ok).toBe(false);
    expect((await count({ form: "orders", address: "2001:db8:1:3::1" })).ok).toBe(true);
  });

  it("starts afresh in the next window", async () => {
    const { count, setNow } = setup(1);
    await count({ form: "orders", address: "203.0.113.7" });
    expect((await count({ form: "orders", address: "203.0.113.7" })).ok).toBe(false);
    setNow("2026-03-01T10:15:59.999Z");
    expect((await count({ form: "orders", address: "203.0.113.7" })).ok).toBe(false);
    setNow("2026-03-01T10:16:00.000Z");
    expect((await count({ form: "orders", address: "203.0.113.7" })).ok).toBe(true);
  });
});
