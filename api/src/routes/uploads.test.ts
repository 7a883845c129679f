import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { SAMPLE_HEIC, jpegClaimingSize, readImage, sampleAnimatedGif, samplePhotoJpeg, samplePng, withPngText } from "@stringing/adapters/images/sample-images";
import { FixedClock } from "@stringing/core/testing/in-memory-auth";
import { useTestApp, type TestApp } from "../testing/test-app.ts";
import { UPLOAD_URL_LIFETIME_MS } from "./uploads.ts";

const MB = 1024 * 1024;
const text = (value: string) => new TextEncoder().encode(value);
/** Bytes that begin like an image and are none: what a first-bytes check let through. */
const LOOKALIKES = [
  text("GIF89a<script>alert(document.cookie)</script>"),
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text("junk, not a chunk <script>alert(1)</script>")]),
];

const storedFiles = (app: () => TestApp) => readdir(join(app().dataDir, "objects")).catch(() => []);
/** The response's bytes, checked to be exactly the file the disk store wrote. */
const servedAsStored = async (app: () => TestApp, objectPath: string) => {
  const served = await app().request(objectPath);
  expect(served.status).toBe(200);
  const bytes = new Uint8Array(await served.arrayBuffer());
  expect(bytes).toEqual(new Uint8Array(await readFile(join(app().dataDir, "objects", objectPath.slice("/objects/".length)))));
  return bytes;
};

const adminSession = (app: () => TestApp) => {
  let cookie = "";
  return async () => (cookie ||= await app().signIn("admin"));
};

describe("signed object uploads", () => {
  const clock = new FixedClock(new Date("2024-06-01T12:00:00Z"));
  const app = useTestApp({ clock });
  const admin = adminSession(app);
  const newUploadUrl = async () => {
    const response = await app().request("/api/objects/upload", { method: "POST", cookie: await admin() });
    expect(response.status).toBe(200);
    return ((await response.json()) as { uploadURL: string }).uploadURL;
  };
  const put = async (url: string, bytes: Uint8Array, cookie?: string, type = "image/jpeg") =>
    app().request(url, { method: "PUT", body: bytes as Uint8Array<ArrayBuffer>, headers: { "content-type": type }, cookie: cookie ?? (await admin()) });

  it("issues a signed URL, stores the bytes PUT to it, and trades it for a stable public path served to anyone", async () => {
    const uploadURL = await newUploadUrl();
    expect(uploadURL).toMatch(/^\/api\/objects\/upload\/[0-9a-f]{32}\?expires=\d+&signature=[\w-]{43}$/);
    expect(Number(new URL(uploadURL, "http://x").searchParams.get("expires"))).toBe(clock.now().getTime() + 15 * 60 * 1000);

    const png = samplePng(8, 6);
    const stored = await put(uploadURL, png, undefined, "image/png");
    expect(stored.status).toBe(200);
    const { objectPath } = (await stored.json()) as { objectPath: string };
    expect(objectPath).toMatch(/^\/objects\/[0-9a-f]{32}\.png$/);

    for (const imageURL of [uploadURL, `http://shop.test${uploadURL}`]) {
      const saved = await app().request("/api/admin/upload-image", { method: "PUT", json: { imageURL }, cookie: await admin() });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ objectPath });
    }

    const served = await app().request(objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await readImage(await servedAsStored(app, objectPath))).pixels).toEqual((await readImage(png)).pixels);
  });

  it("refuses a URL used twice (409), expired (403) or forged (403)", async () => {
    const uploadURL = await newUploadUrl();
    expect((await put(uploadURL, samplePng())).status).toBe(200);
    const twice = await put(uploadURL, samplePng());
    expect(twice.status).toBe(409);

    const expiring = await newUploadUrl();
    clock.advance(UPLOAD_URL_LIFETIME_MS + 1);
    const expired = await put(expiring, samplePng());
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ message: "This upload URL has expired" });

    const fresh = new URL(await newUploadUrl(), "http://x");
    const forgeries = [
      `${fresh.pathname}?expires=${Number(fresh.searchParams.get("expires")) + 60_000}&signature=${fresh.searchParams.get("signature")}`,
      `${fresh.pathname}?expires=${fresh.searchParams.get("expires")}&signature=${"A".repeat(43)}`,
      `${fresh.pathname.replace(/[0-9a-f]{4}$/, "abcd")}${fresh.search}`,
    ];
    for (const url of forgeries) {
      const response = await put(url, samplePng());
      expect(response.status, url).toBe(403);
      expect(await response.json()).toEqual({ message: "Invalid upload signature" });
    }
    expect((await put(fresh.pathname, samplePng())).status).toBe(400);
  });

  it("needs an admin session as well as the signature", async () => {
    const uploadURL = await newUploadUrl();
    expect((await app().request(uploadURL, { method: "PUT", body: samplePng() as Uint8Array<ArrayBuffer> })).status).toBe(401);
    expect((await put(uploadURL, samplePng(), await app().signIn("user"))).status).toBe(403);
    for (const [method, path] of [
      ["POST", "/api/objects/upload"],
      ["PUT", "/api/admin/upload-image"],
      ["POST", "/api/upload"],
    ] as const) {
      expect((await app().request(path, { method, json: { imageURL: uploadURL } })).status).toBe(401);
    }
  });

  it("answers 415 for a text file renamed .jpg, and 413 over 20 MB", async () => {
    const renamed = await put(await newUploadUrl(), text("I am not a picture, just named photo.jpg"));
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toEqual({ message: "Only image files can be uploaded" });
    const tooBig = await put(await newUploadUrl(), samplePng(2, 2, 20 * MB + 1), undefined, "image/png");
    expect(tooBig.status).toBe(413);
    const justUnder = await put(await newUploadUrl(), samplePng(2, 2, 19 * MB), undefined, "image/png");
    expect(justUnder.status).toBe(200);
  });

  it("answers 415 for bytes that only begin like an image, storing nothing", async () => {
    const before = await storedFiles(app);
    for (const bytes of LOOKALIKES) {
      const response = await put(await newUploadUrl(), bytes, undefined, "image/gif");
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: "Only image files can be uploaded" });
    }
    expect(await storedFiles(app)).toEqual(before);
  });

  it("stores a phone photo turned upright and without its EXIF location", async () => {
    const response = await put(await newUploadUrl(), await samplePhotoJpeg(30, 20, 6));
    expect(response.status).toBe(200);
    const { objectPath } = (await response.json()) as { objectPath: string };
    expect(objectPath).toMatch(/\.jpg$/);
    const stored = await readImage(await servedAsStored(app, objectPath));
    expect(stored).toMatchObject({ format: "jpeg", width: 20, height: 30 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it("answers 413 for an image claiming more than 64 megapixels, storing nothing", async () => {
    const before = await storedFiles(app);
    const response = await put(await newUploadUrl(), await jpegClaimingSize(60_000, 60_000));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Image dimensions too large (at most 64 megapixels)" });
    expect(await storedFiles(app)).toEqual(before);
  });

  it("converts a HEIC PUT to JPEG", async () => {
    const response = await put(await newUploadUrl(), SAMPLE_HEIC, undefined, "image/heic");
    expect(response.status).toBe(200);
    const { objectPath } = (await response.json()) as { objectPath: string };
    expect(objectPath).toMatch(/\.jpg$/);
    const served = await app().request(objectPath);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await fileTypeFromBuffer(new Uint8Array(await served.arrayBuffer())))?.mime).toBe("image/jpeg");
  });

  it("refuses to save anything but a completed upload URL", async () => {
    const unused = await newUploadUrl();
    for (const imageURL of [
      unused,
      "https://elsewhere.example/cat.png",
      "/objects/0123456789abcdef0123456789abcdef.png",
      "not a url at all",
      "/api/objects/upload/../../etc/passwd",
    ]) {
      const response = await app().request("/api/admin/upload-image", { method: "PUT", json: { imageURL }, cookie: await admin() });
      expect(response.status, imageURL).toBe(400);
    }
    const missing = await app().request("/api/admin/upload-image", { method: "PUT", json: {}, cookie: await admin() });
    expect(await missing.json()).toEqual({ message: "Image URL required", errors: { imageURL: "Image URL required" } });
  });
});

describe("POST /api/upload (multipart)", () => {
  const app = useTestApp();
  const admin = adminSession(app);
  const upload = async (file: Blob | string | null, name = "photo.jpg") => {
    const form = new FormData();
    if (typeof file === "string") form.append("image", file);
    else if (file !== null) form.append("image", file, name);
    return app().request("/api/upload", { method: "POST", body: form, cookie: await admin() });
  };

  it("stores an image checked by its bytes and answers its public URL", async () => {
    const png = samplePng(5, 5);
    const response = await upload(new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), "misnamed.jpg");
    expect(response.status).toBe(200);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/objects\/[0-9a-f]{32}\.png$/);
    const served = await app().request(imageUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await readImage(await servedAsStored(app, imageUrl))).pixels).toEqual((await readImage(png)).pixels);
  });

  it("keeps the frames of an animated GIF and drops a PNG's text", async () => {
    const gif = await upload(new Blob([(await sampleAnimatedGif(3)) as Uint8Array<ArrayBuffer>], { type: "image/gif" }), "spin.gif");
    expect(gif.status).toBe(200);
    const gifUrl = ((await gif.json()) as { imageUrl: string }).imageUrl;
    expect(gifUrl).toMatch(/\.gif$/);
    expect(await readImage(await servedAsStored(app, gifUrl))).toMatchObject({ format: "gif", pages: 3 });

    const png = await upload(
      new Blob([withPngText(samplePng(), "Comment", "Casey's address") as Uint8Array<ArrayBuffer>], { type: "image/png" }),
      "pocket.png",
    );
    const pngUrl = ((await png.json()) as { imageUrl: string }).imageUrl;
    expect((await readImage(await servedAsStored(app, pngUrl))).comments).toBeUndefined();
  });

  it("converts HEIC to JPEG", async () => {
    const response = await upload(new Blob([SAMPLE_HEIC as Uint8Array<ArrayBuffer>], { type: "image/heic" }), "IMG_0001.HEIC");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { imageUrl: string }).imageUrl).toMatch(/\.jpg$/);
  });

  it("answers 415 for non-images, lookalikes and undecodable HEIC, 400 without a file, 413 over 20 MB or 64 megapixels", async () => {
    const plain = await upload(new Blob(["plain text pretending"], { type: "image/jpeg" }), "photo.jpg");
    expect(plain.status).toBe(415);
    const before = await storedFiles(app);
    for (const bytes of LOOKALIKES) {
      const lookalike = await upload(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/gif" }), "funny.gif");
      expect(lookalike.status).toBe(415);
      expect(await lookalike.json()).toEqual({ message: "Only image files can be uploaded" });
    }
    const huge = await upload(new Blob([(await jpegClaimingSize(60_000, 60_000)) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), "huge.jpg");
    expect(huge.status).toBe(413);
    expect(await storedFiles(app)).toEqual(before);
    const brokenHeic = await upload(new Blob([SAMPLE_HEIC.slice(0, 120) as Uint8Array<ArrayBuffer>], { type: "image/heic" }), "x.heic");
    expect(brokenHeic.status).toBe(415);
    expect(await brokenHeic.json()).toEqual({ message: "Failed to process HEIC file" });
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: "Image file is required" });
    const asText = await upload("just a string field");
    expect(asText.status).toBe(400);
    const notMultipart = await app().request("/api/upload", { method: "POST", json: { image: "x" }, cookie: await admin() });
    expect(notMultipart.status).toBe(400);
    const tooBig = await upload(new Blob([samplePng(2, 2, 20 * MB + 1024) as Uint8Array<ArrayBuffer>], { type: "image/png" }), "big.png");
    expect(tooBig.status).toBe(413);
  });
});

describe("GET /objects/:key", () => {
  const app = useTestApp();

  it("answers 404 for unknown keys and never serves a file outside the objects folder", async () => {
    await writeFile(join(app().dataDir, "secret.key"), "top secret");
    for (const path of [
      "/objects/0123456789abcdef0123456789abcdef.png",
      "/objects/..%2Fsecret.key",
      "/objects/%2E%2E%2Fsecret.key",
      "/objects/secret.key",
      "/objects/..%5Csecret.key",
    ]) {
      const response = await app().request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("top secret");
    }
    expect(await readdir(app().dataDir)).toContain("secret.key");
  });
});
