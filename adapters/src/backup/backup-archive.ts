import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { extract, pack } from "tar-stream";
import { openPrivateFile } from "../local/private-files.ts";
import { BadBackupError, MANIFEST_ENTRY, type ManifestEntry, parseManifest, type BackupManifest } from "./backup-manifest.ts";

export type ArchiveEntry = { name: string; bytes: Uint8Array; contentType?: string | undefined };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Writes the entries, then the manifest listing them, into one tar file,
 * 0600: it holds password hashes and status links. Written aside and
 * renamed: the path holds a whole backup or none.
 */
export async function writeArchive(
  path: string,
  entries: AsyncIterable<ArchiveEntry>,
  manifestOf: (entries: ManifestEntry[]) => BackupManifest,
): Promise<BackupManifest> {
  const partial = `${path}.partial`;
  const file = await openPrivateFile(partial);
  const tar = pack();
  const written = pipeline(tar, file.createWriteStream());
  const add = (name: string, bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      tar.entry({ name, size: bytes.byteLength, mtime: new Date() }, bytes, (error) => (error ? reject(error) : resolve())),
    );
  try {
    const listed: ManifestEntry[] = [];
    for await (const entry of entries) {
      await add(entry.name, entry.bytes);
      listed.push({
        name: entry.name,
        size: entry.bytes.byteLength,
        sha256: sha256(entry.bytes),
        ...(entry.contentType ? { contentType: entry.contentType } : {}),
      });
    }
    const manifest = manifestOf(listed);
    await add(MANIFEST_ENTRY, new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
    tar.finalize();
    await written;
    await rename(partial, path);
    return manifest;
  } catch (error) {
    tar.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** Every entry of the tar in order, each whole in memory, with tar-level damage as a BadBackupError. */
async function* entriesOf(path: string): AsyncGenerator<{ name: string; bytes: Uint8Array }> {
  const reader = extract();
  const source = createReadStream(path);
  source.on("error", (error) => reader.destroy(error));
  source.pipe(reader);
  try {
    for await (const entry of reader) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (bytes.byteLength !== entry.header.size) throw new BadBackupError(`It is cut short inside ${entry.header.name}.`);
      yield { name: entry.header.name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    }
  } catch (error) {
    if (error instanceof BadBackupError || (error as { code?: string }).code === "ENOENT") throw error;
    throw new BadBackupError(`It is not a readable tar file (${(error as Error).message}).`);
  } finally {
    source.destroy();
  }
}

/**
 * Reads the whole file once and answers its manifest only when every entry
 * is there, whole, with the size and hash the manifest lists, and nothing
 * else is: a cut or damaged file is refused before anything is restored.
 */
export async function verifyArchive(path: string): Promise<BackupManifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: BackupManifest | undefined;
  for await (const entry of entriesOf(path)) {
    if (manifest) throw new BadBackupError(`It has an entry after its manifest (${entry.name}).`);
    if (entry.name === MANIFEST_ENTRY) manifest = parseManifest(new TextDecoder().decode(entry.bytes));
    else seen.set(entry.name, { size: entry.bytes.byteLength, sha256: sha256(entry.bytes) });
  }
  if (!manifest) throw new BadBackupError("It has no manifest: the file is cut short or was not written by `npm run backup`.");
  for (const listed of manifest.entries) {
    const found = seen.get(listed.name);
    if (!found) throw new BadBackupError(`It lacks ${listed.name}, which its manifest lists.`);
    if (found.size !== listed.size || found.sha256 !== listed.sha256)
      throw new BadBackupError(`Its entry ${listed.name} is damaged (size or checksum differs from the manifest).`);
    seen.delete(listed.name);
  }
  if (seen.size > 0) throw new BadBackupError(`It holds entries its manifest does not list (${[...seen.keys()].join(", ")}).`);
  return manifest;
}

/** The entries the manifest lists, read again and checked again (the file may have changed since it was verified). */
export async function* verifiedEntries(path: string, manifest: BackupManifest): AsyncGenerator<ArchiveEntry> {
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for await (const entry of entriesOf(path)) {
    if (entry.name === MANIFEST_ENTRY) continue;
    const expected = listed.get(entry.name);
    if (!expected || expected.sha256 !== sha256(entry.bytes)) throw new BadBackupError(`The file changed while it was being restored (${entry.name}).`);
    yield { name: entry.name, bytes: entry.bytes, contentType: expected.contentType };
  }
}
