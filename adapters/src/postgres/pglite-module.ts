/**
 * @module PGlite's WebAssembly module with smaller shared buffers. PGlite
 * 0.3 starts Postgres with `shared_buffers=128MB` written into pglite.wasm
 * as a command-line setting (so neither postgresql.conf nor ALTER SYSTEM
 * can lower it, and PGlite.create has no option for it), and all 128 MB are
 * resident from the start. The string is replaced in the binary's bytes, at
 * the same length, before compiling; PGlite takes the compiled module
 * (its `wasmModule` option). A PGlite whose binary lacks the string gets
 * its own module, unchanged.
 */
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The embedded store's shared buffers. Its data lives in files the OS keeps
 * in its page cache, so a miss costs a read() rather than a disk seek.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

const BUILT_IN = "shared_buffers=128MB\0";

const compiled = new Map<string, Promise<WebAssembly.Module | null>>();

/**
 * pglite.wasm with `shared_buffers` set to `size` (a Postgres size, at most
 * as long as "128MB"), or null when the binary has no such setting. Compiled
 * once a process, as PGlite does with its own module.
 */
export function pgliteModuleWithSharedBuffers(size: string): Promise<WebAssembly.Module | null> {
  let module = compiled.get(size);
  if (!module) {
    module = compile(size);
    compiled.set(size, module);
    module.catch(() => compiled.delete(size));
  }
  return module;
}

async function compile(size: string): Promise<WebAssembly.Module | null> {
  const replacement = `shared_buffers=${size}\0`;
  if (replacement.length > BUILT_IN.length) throw new Error(`shared_buffers=${size} does not fit in place of ${BUILT_IN}`);
  const wasmPath = join(dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))), "pglite.wasm");
  const bytes = await readFile(wasmPath);
  const at = bytes.indexOf(BUILT_IN, 0, "latin1");
  if (at < 0 || bytes.indexOf(BUILT_IN, at + 1, "latin1") >= 0) return null;
  bytes.fill(0, at, at + BUILT_IN.length);
  bytes.write(replacement, at, "latin1");
  return WebAssembly.compile(bytes);
}
