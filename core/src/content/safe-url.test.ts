import { describe, expect, it } from "vitest";
import { isHttpUrl, isImageUrl, isSitePath } from "./safe-url.ts";

describe("safe URLs", () => {
  it("accepts absolute http and https addresses, placeholders included", () => {
    expect(isHttpUrl("https://instagram.com/stringmaster")).toBe(true);
    expect(isHttpUrl("http://example.com")).toBe(true);
    expect(isHttpUrl("https://pay.example.com/checkout?amount={amount}")).toBe(true);
    expect(isHttpUrl("https://pay.example.com/checkout/[amount]")).toBe(true);
  });

  it("refuses other schemes, relative text and smuggled whitespace", () => {
    for (const text of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://example.com/file",
      "mailto:a@b.co",
      "example.com",
      "/images/hero.svg",
      "https://exa mple.com",
      "https:\\\\evil.com",
      "",
    ]) {
      expect(isHttpUrl(text), text).toBe(false);
    }
  });

  it("accepts root-relative site paths for images, never protocol-relative ones", () => {
    expect(isSitePath("/images/hero.svg")).toBe(true);
    expect(isSitePath("/objects/uploads/abc-123.jpg")).toBe(true);
    expect(isSitePath("//evil.com/x.png")).toBe(false);
    expect(isSitePath("/\\evil.com/x.png")).toBe(false);
    expect(isSitePath("images/hero.svg")).toBe(false);
    expect(isSitePath("/images/a b.svg")).toBe(false);
  });

  it("takes an image from the web or from this site, nothing else", () => {
    expect(isImageUrl("https://cdn.example.com/a.webp")).toBe(true);
    expect(isImageUrl("/images/hero.svg")).toBe(true);
    expect(isImageUrl("javascript:alert(1)")).toBe(false);
    expect(isImageUrl("data:image/png;base64,AAAA")).toBe(false);
  });
});
