import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadAppSecretKey, parseAppSecretKey } from "./app-secret-key.ts";
import { SecretBox } from "./secret-box.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "secret-box-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const key = (fill: number) => new Uint8Array(32).fill(fill);

describe("SecretBox", () => {
  it("round-trips a secret, and the sealed value is not the plaintext", async () => {
    const box = new SecretBox(async () => key(1));
    const sealed = await box.encrypt("mailjet-secret-123", "mailjet");
    expect(sealed).not.toContain("mailjet-secret-123");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(await box.decrypt(sealed, "mailjet")).toBe("mailjet-secret-123");
    // A fresh IV every time.
    expect(await box.encrypt("mailjet-secret-123", "mailjet")).not.toBe(sealed);
  });

  it("refuses another key, another context, or tampering", async () => {
    const box = new SecretBox(async () => key(1));
    const sealed = await box.encrypt("s3cret", "mailjet");
    await expect(new SecretBox(async () => key(2)).decrypt(sealed, "mailjet")).rejects.toThrow();
    await expect(box.decrypt(sealed, "contact-email")).rejects.toThrow();
    // The last character but one carries six bits of the tag: changed, it is always another tag.
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === "A" ? "B" : "A"}${sealed.slice(-1)}`;
    await expect(box.decrypt(tampered, "mailjet")).rejects.toThrow();
    await expect(box.decrypt("plain", "mailjet")).rejects.toThrow("Not an encrypted value");
  });

  it("signs and verifies, refusing forged or foreign signatures", async () => {
    const box = new SecretBox(async () => key(1));
    const signature = await box.sign("upload:abc:123");
    expect(await box.verify("upload:abc:123", signature)).toBe(true);
    expect(await box.verify("upload:abc:124", signature)).toBe(false);
    expect(await box.verify("upload:abc:123", "x".repeat(43))).toBe(false);
    expect(await box.verify("upload:abc:123", "not a signature")).toBe(false);
    expect(await new SecretBox(async () => key(2)).verify("upload:abc:123", signature)).toBe(false);
  });
});

describe("app secret key", () => {
  it("parses 32 bytes as hex or base64 and refuses anything else", () => {
    expect(parseAppSecretKey("ab".repeat(32))).toEqual(new Uint8Array(32).fill(0xab));
    expect(parseAppSecretKey(Buffer.alloc(32, 7).toString("base64"))).toEqual(new Uint8Array(32).fill(7));
    for (const bad of ["short", "ab".repeat(31), Buffer.alloc(16).toString("base64")]) expect(() => parseAppSecretKey(bad)).toThrow(/APP_SECRET_KEY/);
  });

  it("prefers APP_SECRET_KEY, else generates a key file once with mode 0600", async () => {
    const dataDir = await tempDir();
    expect(await loadAppSecretKey({ envValue: "cd".repeat(32), dataDir })).toEqual(new Uint8Array(32).fill(0xcd));

    const first = await loadAppSecretKey({ dataDir });
    expect(first).toHaveLength(32);
    const file = join(dataDir, "secret.key");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadAppSecretKey({ envValue: "", dataDir })).toEqual(first);
    expect((await readFile(file, "utf8")).trim()).toBe(Buffer.from(first).toString("base64"));
  });

  it("creates the folder of a new key file 0700", async () => {
    const dataDir = join(await tempDir(), "data");
    await loadAppSecretKey({ dataDir });
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, "secret.key"))).mode & 0o777).toBe(0o600);
  });

  it("refuses a key file that holds garbage instead of replacing it", async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, "secret.key"), "garbage");
    await expect(loadAppSecretKey({ dataDir })).rejects.toThrow(/32-byte key/);
  });
});
