import { beforeEach, describe, expect, it } from "vitest";
import { FixedClock } from "../testing/in-memory-auth.ts";
import { fakeImageNormalizer } from "../testing/fake-image-normalizer.ts";
import { InMemoryDirectUploads } from "../testing/in-memory-direct-uploads.ts";
import { InMemoryObjectStore } from "../testing/in-memory-object-store.ts";
import { InMemoryUploadTickets, plainSigner } from "../testing/in-memory-upload-tickets.ts";
import { mediaUploads } from "./media-uploads.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_URL_LIFETIME_MS } from "./upload-url.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const partsOf = (uploadURL: string) => {
  const url = new URL(uploadURL, "http://x");
  return { id: url.pathname.split("/").pop()!, expires: url.searchParams.get("expires")!, signature: url.searchParams.get("signature")! };
};

describe("media uploads", () => {
  let clock: FixedClock;
  let objects: InMemoryObjectStore;
  let tickets: InMemoryUploadTickets;
  let uploads: ReturnType<typeof mediaUploads>;
  beforeEach(() => {
    clock = new FixedClock(new Date("2024-06-01T12:00:00Z"));
    objects = new InMemoryObjectStore();
    tickets = new InMemoryUploadTickets();
    uploads = mediaUploads({ objects, tickets, images: fakeImageNormalizer(), signer: plainSigner, clock });
  });
  const completeWith = (uploadURL: string, bytes: Uint8Array, change: Partial<ReturnType<typeof partsOf>> = {}) =>
    uploads.complete({ ...partsOf(uploadURL), ...change, body: async () => bytes });

  it("issues a signed URL for 15 minutes, stores the image put to it once, and trades the URL for its path", async () => {
    const { uploadURL } = await uploads.issue();
    expect(uploadURL).toMatch(/^\/api\/objects\/upload\/[0-9a-f]{32}\?expires=\d+&signature=/);
    expect(Number(partsOf(uploadURL).expires)).toBe(clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    expect(await uploads.claim(uploadURL)).toMatchObject({ ok: false, error: { kind: "invalid" } });

    expect(await completeWith(uploadURL, PNG)).toEqual({ ok: true, value: { objectPath: "/objects/object-1.png" } });
    expect(await uploads.claim(uploadURL)).toEqual({ ok: true, value: { objectPath: "/objects/object-1.png" } });
    expect(await uploads.claim(`https://shop.test${uploadURL}`)).toEqual({ ok: true, value: { objectPath: "/objects/object-1.png" } });
    expect(await completeWith(uploadURL, PNG)).toEqual({ ok: false, error: { kind: "conflict", message: "This upload URL has already been used" } });
    expect(objects.objects.size).toBe(1);
  });

  it("refuses forged and expired URLs without reading the body", async () => {
    const { uploadURL } = await uploads.issue();
    const unread = { ...partsOf(uploadURL), body: () => Promise.reject(new Error("read")) };
    expect(await uploads.complete({ ...unread, signature: "forged" })).toEqual({
      ok: false,
      error: { kind: "forbidden", message: "Invalid upload signature" },
    });
    expect(await uploads.complete({ ...unread, expires: String(Number(unread.expires) + 1) })).toMatchObject({
      ok: false,
      error: { message: "Invalid upload signature" },
    });
    clock.advance(UPLOAD_URL_LIFETIME_MS);
    expect(await uploads.complete(unread)).toEqual({ ok: false, error: { kind: "forbidden", message: "This upload URL has expired" } });
  });

  it("refuses what is not an image, or too large, storing nothing", async () => {
    expect(await completeWith((await uploads.issue()).uploadURL, new TextEncoder().encode("plain text"))).toEqual({
      ok: false,
      error: { kind: "unsupported_media_type", message: "Only image files can be uploaded" },
    });
    expect(await completeWith((await uploads.issue()).uploadURL, new Uint8Array(MAX_UPLOAD_BYTES + 1))).toEqual({
      ok: false,
      error: { kind: "too_large", message: "Request body too large" },
    });
    const pixels = mediaUploads({
      objects,
      tickets,
      images: fakeImageNormalizer(() => ({ ok: false, reason: "too-many-pixels" })),
      signer: plainSigner,
      clock,
    });
    expect(await pixels.upload(PNG)).toMatchObject({ ok: false, error: { kind: "too_many_pixels" } });
    expect(await uploads.upload(new TextEncoder().encode("<svg/>"))).toMatchObject({ ok: false, error: { kind: "unsupported_media_type" } });
    expect(objects.objects.size).toBe(0);
    expect(tickets.completed.size).toBe(0);
  });

  it("keeps one object when two requests complete the same URL at once", async () => {
    const { uploadURL } = await uploads.issue();
    const results = await Promise.all([completeWith(uploadURL, PNG), completeWith(uploadURL, PNG)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: { kind: "conflict", message: "This upload URL has already been used" } }]);
    expect(objects.objects.size).toBe(1);
  });

  it("claims only completed upload URLs", async () => {
    for (const url of ["https://elsewhere.example/cat.png", "/objects/object-1.png", "not a url", "/api/objects/upload/../../etc/passwd", "http://[bad"]) {
      expect(await uploads.claim(url)).toEqual({
        ok: false,
        error: { kind: "invalid", message: "imageURL must be an upload URL from POST /api/objects/upload, used to upload an image" },
      });
    }
  });

  it("stores a one-go upload and answers its public URL", async () => {
    expect(await uploads.upload(PNG)).toEqual({ ok: true, value: { imageUrl: "/objects/object-1.png" } });
  });

  describe("straight to a bucket", () => {
    let direct: InMemoryDirectUploads;
    beforeEach(() => {
      direct = new InMemoryDirectUploads();
      uploads = mediaUploads({ objects, tickets, images: fakeImageNormalizer(), signer: plainSigner, clock, direct });
    });

    it("issues the bucket's URL for 15 minutes, and the claim checks, stores and answers the image PUT there", async () => {
      const { uploadURL } = await uploads.issue();
      expect(uploadURL).toMatch(/^https:\/\/bucket\.test\/uploads\/[0-9a-f]{32}$/);
      expect(direct.issued).toEqual([{ uploadId: direct.idOf(uploadURL), lifetimeMs: UPLOAD_URL_LIFETIME_MS }]);
      expect(await uploads.claim(uploadURL)).toMatchObject({ ok: false, error: { kind: "invalid", message: expect.stringContaining("upload URL") } });

      await direct.putTo(uploadURL, PNG);
      expect(await uploads.claim(uploadURL)).toEqual({ ok: true, value: { objectPath: "/objects/object-1.png" } });
      expect(direct.raw.size).toBe(0);
      expect(await uploads.claim(uploadURL)).toEqual({ ok: true, value: { objectPath: "/objects/object-1.png" } });
      expect(objects.objects.size).toBe(1);
    });

    it("refuses what is not an image, or too large, storing nothing and dropping the raw upload", async () => {
      for (const [bytes, kind] of [
        [new TextEncoder().encode("plain text"), "unsupported_media_type"],
        [new Uint8Array(MAX_UPLOAD_BYTES + 1), "too_large"],
      ] as const) {
        const { uploadURL } = await uploads.issue();
        await direct.putTo(uploadURL, bytes);
        expect(await uploads.claim(uploadURL)).toMatchObject({ ok: false, error: { kind } });
      }
      expect(direct.raw.size).toBe(0);
      expect(objects.objects.size).toBe(0);
      expect(tickets.completed.size).toBe(0);
    });

    it("answers one path and keeps one object when two claims of the same upload run at once", async () => {
      const { uploadURL } = await uploads.issue();
      await direct.putTo(uploadURL, PNG);
      const results = await Promise.all([uploads.claim(uploadURL), uploads.claim(uploadURL), uploads.claim(uploadURL)]);
      expect(new Set(results.map((result) => (result.ok ? result.value.objectPath : result.error.kind))).size).toBe(1);
      expect(results[0]!.ok).toBe(true);
      expect(objects.objects.size).toBe(1);
    });

    it("still claims nothing but upload URLs", async () => {
      for (const url of ["https://elsewhere.example/cat.png", "https://bucket.test/uploads/../x", "/objects/object-1.png"]) {
        expect(await uploads.claim(url)).toMatchObject({ ok: false, error: { kind: "invalid" } });
      }
    });
  });
});
