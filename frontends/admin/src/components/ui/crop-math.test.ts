import { describe, expect, it } from "vitest";
import { ASPECT_DEFAULT, ASPECT_FEATURED, baseFrame, clampZoom, cropRect, outputSize, panCenter, previewSize } from "./crop-math.ts";

const landscape = { width: 4000, height: 2000 };
const portrait = { width: 1000, height: 3000 };

describe("crop math", () => {
  it("fits the largest 4:3 or 4:5 frame in the image at zoom 1", () => {
    expect(baseFrame(landscape, ASPECT_DEFAULT)).toEqual({ width: 2000 * (4 / 3), height: 2000 });
    expect(baseFrame(portrait, ASPECT_DEFAULT)).toEqual({ width: 1000, height: 750 });
    expect(baseFrame(portrait, ASPECT_FEATURED)).toEqual({ width: 1000, height: 1250 });
  });

  it("shrinks the frame by the zoom (1 to 3 in steps of 0.1) and keeps it inside the image", () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(3.7)).toBe(3);
    expect(clampZoom(1.26)).toBe(1.3);
    const rect = cropRect(portrait, ASPECT_FEATURED, 2, { x: 500, y: 1500 });
    expect(rect).toEqual({ x: 250, y: 1500 - 312.5, width: 500, height: 625 });
    const corner = cropRect(portrait, ASPECT_FEATURED, 2, { x: -100, y: 99999 });
    expect(corner.x).toBe(0);
    expect(corner.y + corner.height).toBe(portrait.height);
  });

  it("keeps the aspect in the output and caps its width", () => {
    const rect = cropRect(landscape, ASPECT_DEFAULT, 1, { x: 2000, y: 1000 });
    const size = outputSize(rect);
    expect(size.width).toBe(1600);
    expect(size.height).toBe(1200);
    expect(size.width / size.height).toBeCloseTo(4 / 3);
    const featured = outputSize(cropRect(portrait, ASPECT_FEATURED, 3, { x: 500, y: 1500 }));
    expect(featured.width / featured.height).toBeCloseTo(4 / 5, 2);
    expect(featured.width).toBeLessThanOrEqual(1600);
  });

  it("draws the preview 300 px high and pans against the drag", () => {
    expect(previewSize(ASPECT_DEFAULT)).toEqual({ width: 400, height: 300 });
    expect(previewSize(ASPECT_FEATURED)).toEqual({ width: 240, height: 300 });
    const rect = { x: 100, y: 100, width: 800, height: 600 };
    expect(panCenter(rect, 400, { x: 10, y: -5 })).toEqual({ x: 500 - 20, y: 400 + 10 });
  });
});
