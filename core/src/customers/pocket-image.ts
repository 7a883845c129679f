import { z } from "zod";

/** docs/rules/customers.md, Pocket images: a pocket image may be up to 10,000,000 characters (about 10MB as a data URL). */
export const MAX_POCKET_IMAGE_CHARS = 10_000_000;
export const DEFAULT_POCKET_IMAGE_TITLE = "Pocket Image";

export const IMAGE_URL_REQUIRED = "Image URL required";
/** The error's `message`; its `errors.imageUrl` carries the detail. */
export const IMAGE_TOO_LARGE = "Image too large";
export const IMAGE_TOO_LARGE_DETAIL = "Maximum file size is 10MB";
const IMAGE_URL_INVALID = "Image URL must be an http(s) URL, a site path or an image data URL";

const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+(;[a-z0-9.+=-]+)*;base64,/i;

export const isImageDataUrl = (url: string): boolean => IMAGE_DATA_URL.test(url);

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url);
/** `/objects/abc.jpg`, not `//other.site/x` (protocol-relative) nor paths with spaces or backslashes. */
const isRootRelative = (url: string) => /^\/(?!\/)[^\s\\]*$/.test(url);

export const isAcceptedImageUrl = (url: string): boolean => isHttpUrl(url) || isRootRelative(url) || isImageDataUrl(url);

const requiredImageUrl = z.string({ error: IMAGE_URL_REQUIRED }).trim().min(1, { error: IMAGE_URL_REQUIRED });

/** POST /api/customers/{id}/images. */
export const pocketImageSchema = z.object({
  imageUrl: requiredImageUrl.max(MAX_POCKET_IMAGE_CHARS, { error: IMAGE_TOO_LARGE, abort: true }).refine(isAcceptedImageUrl, { error: IMAGE_URL_INVALID }),
  title: z
    .string({ error: "Title must be text" })
    .trim()
    .optional()
    .transform((title) => title || DEFAULT_POCKET_IMAGE_TITLE),
});

/** POST /api/customers/{id}/remove-image. */
export const removePocketImageSchema = z.object({ imageUrl: requiredImageUrl });

export type PocketImageInput = z.output<typeof pocketImageSchema>;
