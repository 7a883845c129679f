/**
 * @module Pocket image checks before sending (docs/rules/customers.md, Pocket images): a URL or a file
 * is required, and a value over 10,000,000 characters (a file read as a data
 * URL) is refused as too large.
 */
import { IMAGE_TOO_LARGE, IMAGE_TOO_LARGE_DETAIL, IMAGE_URL_REQUIRED, MAX_POCKET_IMAGE_CHARS } from "@stringing/core/customers/pocket-image";

export type PocketImageCheck = { ok: true; imageUrl: string } | { ok: false; title: string; description?: string };

export function checkPocketImage(value: string): PocketImageCheck {
  const imageUrl = value.trim();
  if (!imageUrl) return { ok: false, title: IMAGE_URL_REQUIRED };
  if (imageUrl.length > MAX_POCKET_IMAGE_CHARS) return { ok: false, title: IMAGE_TOO_LARGE, description: IMAGE_TOO_LARGE_DETAIL };
  return { ok: true, imageUrl };
}

/** A chosen file as a data URL (what the API takes for an uploaded pocket image). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
