/** How long a signed upload URL may be used. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;
/** Contract body limit for uploads. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const UPLOAD_PATH = /^\/api\/objects\/upload\/([0-9a-f]{32})$/;

/** What the signature covers: the upload's id and its expiry. */
export const signedUploadData = (id: string, expires: string) => `object-upload:${id}:${expires}`;

export const uploadPath = (id: string, query: { expires: string; signature: string }) =>
  `/api/objects/upload/${id}?${new URLSearchParams({ expires: query.expires, signature: query.signature })}`;

/** The upload id in an upload URL (relative or absolute), or null for any other text. */
export function uploadIdOf(uploadUrl: string): string | null {
  let path: string;
  try {
    path = new URL(uploadUrl, "http://upload.invalid").pathname;
  } catch {
    return null;
  }
  return UPLOAD_PATH.exec(path)?.[1] ?? null;
}

/** 128 random bits as 32 hex digits. */
export function randomUploadId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
