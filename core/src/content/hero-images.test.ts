import { describe, expect, it } from "vitest";
import { HERO_IMAGE_DEFAULT, HERO_MOBILE_IMAGE_DEFAULT, heroMobileImage } from "./hero-images.ts";

describe("heroMobileImage", () => {
  it("takes the owner's narrow picture, else their wide one, else the stock narrow one", () => {
    expect(heroMobileImage("/objects/wide.jpg", "/objects/narrow.jpg")).toBe("/objects/narrow.jpg");
    expect(heroMobileImage("/objects/wide.jpg", null)).toBe("/objects/wide.jpg");
    expect(heroMobileImage(HERO_IMAGE_DEFAULT, undefined)).toBe(HERO_MOBILE_IMAGE_DEFAULT);
  });
});
