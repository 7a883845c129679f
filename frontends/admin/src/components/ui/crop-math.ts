/**
 * @module The cropper's arithmetic (docs/rules/admin.md, Image fields): a frame of a
 * fixed aspect (4:3, or 4:5 for featured items) over the image; zoom 1 is
 * the largest such frame that fits the image, zoom 3 a third of it. The
 * preview shows exactly the framed part; dragging moves the frame.
 */

export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
export const CROP_PREVIEW_HEIGHT = 300;
export const CROP_JPEG_QUALITY = 0.9;
/** Keeps uploads small: wider crops are scaled down to this. */
export const CROP_MAX_OUTPUT_WIDTH = 1600;

export const ASPECT_DEFAULT = 4 / 3;
export const ASPECT_FEATURED = 4 / 5;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Rect extends Size, Point {}

export const clampZoom = (zoom: number): number => {
  const stepped = Math.round(zoom / CROP_ZOOM.step) * CROP_ZOOM.step;
  return Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, Number(stepped.toFixed(1))));
};

/** The largest frame of `aspect` (width / height) that fits in the image. */
export function baseFrame(image: Size, aspect: number): Size {
  return image.width / image.height > aspect ? { width: image.height * aspect, height: image.height } : { width: image.width, height: image.width / aspect };
}

/** The frame in image pixels for a zoom and a wanted centre, kept inside the image. */
export function cropRect(image: Size, aspect: number, zoom: number, center: Point): Rect {
  const base = baseFrame(image, aspect);
  const z = clampZoom(zoom);
  const width = base.width / z;
  const height = base.height / z;
  const x = Math.min(image.width - width, Math.max(0, center.x - width / 2));
  const y = Math.min(image.height - height, Math.max(0, center.y - height / 2));
  return { x, y, width, height };
}

export const rectCenter = (rect: Rect): Point => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });

/** Dragging the preview by (dx, dy) screen pixels moves the picture with the pointer: the frame moves the other way. */
export function panCenter(rect: Rect, previewWidth: number, delta: Point): Point {
  const scale = rect.width / previewWidth;
  const center = rectCenter(rect);
  return { x: center.x - delta.x * scale, y: center.y - delta.y * scale };
}

/** The preview canvas: 300 px high at the frame's aspect. */
export const previewSize = (aspect: number): Size => ({ width: Math.round(CROP_PREVIEW_HEIGHT * aspect), height: CROP_PREVIEW_HEIGHT });

/** The JPEG's size: the frame's own pixels, at most CROP_MAX_OUTPUT_WIDTH wide, same aspect. */
export function outputSize(rect: Size, maxWidth = CROP_MAX_OUTPUT_WIDTH): Size {
  const scale = Math.min(1, maxWidth / rect.width);
  const width = Math.max(1, Math.round(rect.width * scale));
  return { width, height: Math.max(1, Math.round((width * rect.height) / rect.width)) };
}
