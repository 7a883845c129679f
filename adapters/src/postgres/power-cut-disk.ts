/**
 * @module A disk that forgets, for tests: every change made through
 * node:fs's synchronous calls under one folder (what Emscripten's NODEFS,
 * and so PGlite, uses) is journalled until it is flushed, and `cut()` puts
 * the folder back as a power cut could leave it: each file's bytes and size
 * as at its last fsync/fdatasync, and each creation, removal and rename
 * undone unless its directory was fsynced after it. The strictest case a
 * POSIX disk allows, as LazyFS's "clear cache" fault does. A flush made off
 * the thread (fs.open by name, fs.fdatasync) counts when it completes. Writes to a file
 * after it is removed are not modelled (nothing reads them back), and calls
 * the model does not know are refused under the folder rather than let
 * through unjournalled.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { dirname, resolve, sep } from "node:path";

type Undo = { position: number; old: Buffer; oldSize: number };
type NameChange =
  | { kind: "create"; path: string; dirs: Set<string> }
  | { kind: "mkdir"; path: string; dirs: Set<string> }
  | { kind: "rmdir"; path: string; dirs: Set<string> }
  | { kind: "unlink"; path: string; kept: Buffer; dirs: Set<string> }
  | { kind: "rename"; from: string; to: string; replaced: Buffer | null; dirs: Set<string> };

export type PowerCutDisk = {
  /** Turns the power off and on: the folder as the disk would hold it; descriptors opened before can no longer write. */
  cut(): void;
  /** Writes and name changes still to flush, for a test to see the model at work. */
  pending(): { writes: number; nameChanges: number };
  /** Puts node:fs back. */
  stop(): void;
};

const MUTATORS = [
  "openSync",
  "closeSync",
  "writeSync",
  "truncateSync",
  "ftruncateSync",
  "writeFileSync",
  "renameSync",
  "unlinkSync",
  "mkdirSync",
  "rmdirSync",
  "fsyncSync",
  "fdatasyncSync",
] as const;
const CALLBACKS = ["open", "fdatasync", "fsync", "close"] as const;
const REFUSED = ["symlinkSync", "linkSync", "copyFileSync", "appendFileSync", "rmSync", "writevSync", "cpSync"] as const;

export function powerCutDisk(folder: string): PowerCutDisk {
  const root = resolve(folder);
  const inside = (path: unknown) => typeof path === "string" && (resolve(path) === root || resolve(path).startsWith(root + sep));
  const real = Object.fromEntries(
    [...MUTATORS, ...CALLBACKS, ...REFUSED, "fstatSync", "readSync", "readFileSync", "existsSync", "statSync"].map((name) => [
      name,
      (fs as unknown as Record<string, unknown>)[name],
    ]),
  ) as unknown as typeof fs;

  /** Descriptors under the folder: the inode they write, whether a directory, opened before the last cut. */
  const open = new Map<number, { ino: number; path: string; dir: boolean; dead: boolean }>();
  const pathOf = new Map<number, string>();
  const undo = new Map<number, Undo[]>();
  let names: NameChange[] = [];

  const inoAt = (path: string) => real.statSync(path).ino;
  const journal = (ino: number, entry: Undo) => {
    const entries = undo.get(ino) ?? [];
    entries.push(entry);
    undo.set(ino, entries);
  };
  const oldBytes = (path: string, position: number, length: number): Undo => {
    const fd = real.openSync(path, "r");
    try {
      const oldSize = real.fstatSync(fd).size;
      const old = Buffer.alloc(Math.max(0, Math.min(length, oldSize - position)));
      if (old.length) real.readSync(fd, old, 0, old.length, position);
      return { position, old, oldSize };
    } finally {
      real.closeSync(fd);
    }
  };
  const truncation = (path: string, size: number): Undo => {
    const oldSize = real.statSync(path).size;
    return oldBytes(path, size, Math.max(0, oldSize - size));
  };
  /** What the disk holds of a file: its bytes with every unflushed write taken back. */
  const flushedBytes = (path: string): Buffer => {
    let bytes = Buffer.from(real.readFileSync(path));
    for (const entry of (undo.get(inoAt(path)) ?? []).slice().reverse()) {
      const size = Math.max(bytes.length, entry.position + entry.old.length);
      const grown = Buffer.alloc(size);
      bytes.copy(grown);
      entry.old.copy(grown, entry.position);
      bytes = grown.subarray(0, entry.oldSize);
    }
    return bytes;
  };
  const nameChange = (change: NameChange) => names.push(change);
  /** A file no name leads to any more: what the disk holds of it was kept by the change that removed it. */
  const forget = (ino: number) => {
    undo.delete(ino);
    pathOf.delete(ino);
  };
  const live = (fd: number) => {
    const entry = open.get(fd);
    if (entry?.dead) throw new Error(`power-cut disk: descriptor ${fd} was opened before the power cut`);
    return entry;
  };

  const shims: Record<string, (...args: never[]) => unknown> = {
    openSync(path: string, flags: fs.OpenMode = "r", mode?: number) {
      if (!inside(path)) return real.openSync(path, flags, mode);
      const existed = real.existsSync(path);
      const creates = typeof flags === "number" ? (flags & fs.constants.O_CREAT) !== 0 : /[wax]/.test(String(flags));
      const truncates = typeof flags === "number" ? (flags & fs.constants.O_TRUNC) !== 0 : /w/.test(String(flags));
      if (existed && truncates) journal(inoAt(path), truncation(path, 0));
      const fd = real.openSync(path, flags, mode);
      if (!existed && creates) nameChange({ kind: "create", path: resolve(path), dirs: new Set([dirname(resolve(path))]) });
      const stat = real.fstatSync(fd);
      open.set(fd, { ino: stat.ino, path: resolve(path), dir: stat.isDirectory(), dead: false });
      pathOf.set(stat.ino, resolve(path));
      return fd;
    },
    closeSync(fd: number) {
      const entry = open.get(fd);
      open.delete(fd);
      // A descriptor of the instance the cut stopped stays open, so its number is never handed to anyone else.
      if (entry?.dead) return;
      return real.closeSync(fd);
    },
    writeSync(fd: number, buffer: NodeJS.ArrayBufferView, offset?: number, length?: number, position?: number | null) {
      const entry = live(fd);
      if (entry) {
        if (typeof buffer === "string" || typeof position !== "number") throw new Error("power-cut disk: only positioned writes of bytes are modelled");
        journal(entry.ino, oldBytes(pathOf.get(entry.ino) ?? entry.path, position, length ?? buffer.byteLength - (offset ?? 0)));
      }
      return real.writeSync(fd, buffer, offset, length, position);
    },
    truncateSync(path: string, size = 0) {
      if (inside(path)) journal(inoAt(path), truncation(path, size));
      return real.truncateSync(path, size);
    },
    ftruncateSync(fd: number, size = 0) {
      const entry = live(fd);
      if (entry) journal(entry.ino, truncation(pathOf.get(entry.ino) ?? entry.path, size));
      return real.ftruncateSync(fd, size);
    },
    writeFileSync(path: string, data: string | NodeJS.ArrayBufferView, options?: fs.WriteFileOptions) {
      if (!inside(path)) return real.writeFileSync(path, data, options);
      if (real.existsSync(path)) journal(inoAt(path), truncation(path, 0));
      else nameChange({ kind: "create", path: resolve(path), dirs: new Set([dirname(resolve(path))]) });
      real.writeFileSync(path, data, options);
      pathOf.set(inoAt(path), resolve(path));
    },
    renameSync(from: string, to: string) {
      if (!inside(from) && !inside(to)) return real.renameSync(from, to);
      const replaced = real.existsSync(to) ? flushedBytes(to) : null;
      if (replaced) forget(inoAt(to));
      const ino = inoAt(from);
      real.renameSync(from, to);
      pathOf.set(ino, resolve(to));
      nameChange({ kind: "rename", from: resolve(from), to: resolve(to), replaced, dirs: new Set([dirname(resolve(from)), dirname(resolve(to))]) });
    },
    unlinkSync(path: string) {
      if (!inside(path)) return real.unlinkSync(path);
      const kept = flushedBytes(path);
      const ino = inoAt(path);
      real.unlinkSync(path);
      forget(ino);
      nameChange({ kind: "unlink", path: resolve(path), kept, dirs: new Set([dirname(resolve(path))]) });
    },
    mkdirSync(path: string, options?: fs.MakeDirectoryOptions | number) {
      if (!inside(path)) return real.mkdirSync(path, options);
      if (typeof options === "object" && options.recursive) throw new Error("power-cut disk: recursive mkdir is not modelled");
      real.mkdirSync(path, options);
      nameChange({ kind: "mkdir", path: resolve(path), dirs: new Set([dirname(resolve(path))]) });
    },
    rmdirSync(path: string) {
      if (!inside(path)) return real.rmdirSync(path);
      real.rmdirSync(path);
      nameChange({ kind: "rmdir", path: resolve(path), dirs: new Set([dirname(resolve(path))]) });
    },
    fsyncSync(fd: number) {
      flushed(fd);
      return real.fsyncSync(fd);
    },
    fdatasyncSync(fd: number) {
      flushed(fd);
      return real.fdatasyncSync(fd);
    },
  };
  // The callback forms a flush made off the thread uses: open by name, fdatasync or fsync, close.
  const callbackShims: Record<string, (...args: never[]) => unknown> = {
    open(path: string, flags: fs.OpenMode, done: (error: NodeJS.ErrnoException | null, fd: number) => void) {
      if (!inside(path)) return real.open(path, flags, done);
      if (typeof done !== "function" || typeof flags !== "string" || /[wax+]/.test(flags))
        throw new Error("power-cut disk: only fs.open(path, readOnlyFlags, callback) is modelled");
      real.open(path, flags, (error, fd) => {
        if (!error) {
          const stat = real.fstatSync(fd);
          open.set(fd, { ino: stat.ino, path: resolve(path), dir: stat.isDirectory(), dead: false });
        }
        done(error, fd);
      });
    },
    fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void) {
      real.fdatasync(fd, (error) => {
        if (!error) flushed(fd);
        done(error);
      });
    },
    fsync(fd: number, done: (error: NodeJS.ErrnoException | null) => void) {
      real.fsync(fd, (error) => {
        if (!error) flushed(fd);
        done(error);
      });
    },
    close(fd: number, done?: (error: NodeJS.ErrnoException | null) => void) {
      const entry = open.get(fd);
      open.delete(fd);
      if (entry?.dead) return done?.(null);
      real.close(fd, done);
    },
  };
  Object.assign(shims, callbackShims);
  for (const name of REFUSED) {
    shims[name] = (...args: never[]) => {
      if (args.some(inside)) throw new Error(`power-cut disk: ${name} is not modelled`);
      return (real[name] as (...args: never[]) => unknown)(...args);
    };
  }

  function flushed(fd: number) {
    const entry = live(fd);
    if (!entry) return;
    if (entry.dir) {
      for (const change of names) change.dirs.delete(entry.path);
      names = names.filter((change) => change.dirs.size > 0);
    } else undo.delete(entry.ino);
  }

  // node:fs's own calls (writeFileSync opens and writes through fs.openSync and fs.writeSync) are the shim's, not new changes.
  let within = 0;
  const unshimmed = <T>(work: () => T): T => {
    within++;
    try {
      return work();
    } finally {
      within--;
    }
  };
  for (const [name, shim] of Object.entries(shims)) {
    const original = real[name as keyof typeof real] as (...args: never[]) => unknown;
    (fs as unknown as Record<string, unknown>)[name] = (...args: never[]) => (within > 0 ? original(...args) : unshimmed(() => shim(...args)));
  }
  syncBuiltinESMExports();

  return {
    cut: () => unshimmed(cut),
    pending: () => ({ writes: [...undo.values()].reduce((sum, entries) => sum + entries.length, 0), nameChanges: names.length }),
    stop() {
      Object.assign(fs, real);
      syncBuiltinESMExports();
    },
  };

  function cut() {
    for (const [ino, entries] of undo) {
      const path = pathOf.get(ino);
      if (!path || !real.existsSync(path) || inoAt(path) !== ino) continue;
      const fd = real.openSync(path, "r+");
      try {
        for (const entry of entries.slice().reverse()) {
          real.writeSync(fd, entry.old, 0, entry.old.length, entry.position);
          real.ftruncateSync(fd, entry.oldSize);
        }
      } finally {
        real.closeSync(fd);
      }
    }
    for (const change of names.slice().reverse()) {
      if (change.kind === "create" || change.kind === "mkdir") real.rmSync(change.path, { recursive: true, force: true });
      else if (change.kind === "rmdir") real.mkdirSync(change.path);
      else if (change.kind === "unlink") real.writeFileSync(change.path, change.kept);
      else {
        real.renameSync(change.to, change.from);
        if (change.replaced) real.writeFileSync(change.to, change.replaced);
      }
    }
    undo.clear();
    names = [];
    for (const entry of open.values()) entry.dead = true;
  }
}
