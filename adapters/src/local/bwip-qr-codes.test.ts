import { describe, expect, it } from "vitest";
import { svgQrText } from "../testing/svg-qr-codes.ts";
import { BwipQrCodes } from "./bwip-qr-codes.ts";

describe("BwipQrCodes", () => {
  it("draws an SVG whose QR code reads back the text, dark on white", async () => {
    const url = `https://shop.example/track/${"4f1c9a0b".repeat(8)}`;
    const svg = await new BwipQrCodes().svg(url);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('fill="#FFFFFF"');
    expect(await svgQrText(svg)).toBe(url);
    expect(await svgQrText(await new BwipQrCodes().svg("https://shop.example/track/other"))).toBe("https://shop.example/track/other");
  });
});
