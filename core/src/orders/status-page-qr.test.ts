import { describe, expect, it } from "vitest";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import { drawStatusPageQr } from "./status-page-qr.ts";

describe("drawStatusPageQr", () => {
  const token = "4f1c".repeat(16);
  const setup = () => {
    const orders = new InMemoryOrderStore();
    orders.tables.orders.push(storedOrder({ id: 7, trackingToken: token }));
    const drawn: string[] = [];
    const svg = async (text: string) => {
      drawn.push(text);
      return `<svg>${text}</svg>`;
    };
    const draw = drawStatusPageQr({ orders, origin: "https://shop.example", qr: { svg } });
    return { draw, drawn };
  };

  it("draws the status page's URL on the site's origin, and nothing else", async () => {
    const { draw, drawn } = setup();
    expect(await draw(token)).toEqual({ ok: true, value: `<svg>https://shop.example/track/${token}</svg>` });
    expect(drawn).toEqual([`https://shop.example/track/${token}`]);
  });

  it("is not_found for a token of no order or no token at all, drawing nothing", async () => {
    const { draw, drawn } = setup();
    for (const bad of ["0".repeat(64), "7", token.toUpperCase()]) {
      const result = await draw(bad);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.kind).toBe("not_found");
    }
    expect(drawn).toEqual([]);
  });
});
