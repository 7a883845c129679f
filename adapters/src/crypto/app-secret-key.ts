import { chmod, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { makePrivateFolder } from "../local/private-files.ts";

export const SECRET_KEY_FILE = "secret.key";
const KEY_BYTES = 32;

/** Parses APP_SECRET_KEY: 32 bytes written as 64 hex digits or as base64. */
export function parseAppSecretKey(value: string): Uint8Array {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Uint8Array.from(Buffer.from(text, "hex"));
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    const bytes = Buffer.from(text, "base64");
    if (bytes.length === KEY_BYTES) return Uint8Array.from(bytes);
  }
  throw new Error("APP_SECRET_KEY must be 32 bytes, written as 64 hex digits or as base64");
}

/**
 * The app's secret key: APP_SECRET_KEY when given, else a key generated once
 * into `$DATA_DIR/secret.key` (mode 0600) and reused on every start. Several
 * instances on different hosts must share APP_SECRET_KEY instead.
 */
export async function loadAppSecretKey(options: { envValue?: string | undefined; dataDir: string }): Promise<Uint8Array> {
  if (options.envValue?.trim()) return parseAppSecretKey(options.envValue);
  const path = join(options.dataDir, SECRET_KEY_FILE);
  const existing = await readKeyFile(path);
  if (existing) return existing;
  await makePrivateFolder(dirname(path));
  const fresh = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  try {
    // "wx": if another process created it meanwhile, its key wins.
    await writeFile(path, `${Buffer.from(fresh).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    await chmod(path, 0o600);
    return fresh;
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
    const written = await readKeyFile(path);
    if (!written) throw new Error(`${path} exists but holds no key`);
    return written;
  }
}

async function readKeyFile(path: string): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return null;
    throw error;
  }
  if (!text.trim()) return null;
  try {
    return parseAppSecretKey(text);
  } catch {
    throw new Error(`${path} does not hold a 32-byte key`);
  }
}
