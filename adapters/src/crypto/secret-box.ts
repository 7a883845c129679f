/**
 * Encrypts small secrets at rest (AES-256-GCM, WebCrypto) and signs URLs
 * (HMAC-SHA256), each with its own key derived from the app's secret key, so
 * one purpose's key never serves the other.
 */
export class SecretBox {
  private keys: Promise<{ aes: CryptoKey; hmac: CryptoKey }> | undefined;

  /** `loadKey` runs once, on first use (reading or generating the key file is async). */
  constructor(private readonly loadKey: () => Promise<Uint8Array>) {}

  private derive() {
    this.keys ??= (async () => {
      const raw = await this.loadKey();
      const master = await crypto.subtle.importKey("raw", new Uint8Array(raw), "HKDF", false, ["deriveKey"]);
      const params = (info: string) => ({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode(info) });
      const aes = await crypto.subtle.deriveKey(params("stringing settings encryption v1"), master, { name: "AES-GCM", length: 256 }, false, [
        "encrypt",
        "decrypt",
      ]);
      const hmac = await crypto.subtle.deriveKey(params("stringing url signing v1"), master, { name: "HMAC", hash: "SHA-256", length: 256 }, false, [
        "sign",
        "verify",
      ]);
      return { aes, hmac };
    })().catch((error) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  /**
   * Encrypts `plaintext`; `context` (e.g. the setting's name) is bound to the
   * ciphertext, so it cannot be moved to another setting. Answers `v1.<iv>.<ciphertext>`.
   */
  async encrypt(plaintext: string, context: string): Promise<string> {
    const { aes } = await this.derive();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) },
      aes,
      new TextEncoder().encode(plaintext),
    );
    return `v1.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
  }

  /** Throws when the value was not sealed by this key for this context. */
  async decrypt(sealed: string, context: string): Promise<string> {
    const [version, iv, ciphertext] = sealed.split(".");
    if (version !== "v1" || !iv || !ciphertext) throw new Error("Not an encrypted value");
    const { aes } = await this.derive();
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(iv), additionalData: new TextEncoder().encode(context) },
      aes,
      fromBase64Url(ciphertext),
    );
    return new TextDecoder().decode(opened);
  }

  async sign(data: string): Promise<string> {
    const { hmac } = await this.derive();
    return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(data))));
  }

  /** Constant-time check (WebCrypto's verify) of a signature made by `sign`. */
  async verify(data: string, signature: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
    const { hmac } = await this.derive();
    return crypto.subtle.verify("HMAC", hmac, fromBase64Url(signature), new TextEncoder().encode(data));
  }
}

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64Url = (text: string) => Uint8Array.from(Buffer.from(text, "base64url"));
