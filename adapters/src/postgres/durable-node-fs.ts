/**
 * @module PGlite's Node file system with Postgres's flushes reaching the
 * disk (decision 0027). Postgres flushes what a commit and a checkpoint need
 * (fdatasync of the WAL at each commit, fsync of data files, pg_control and
 * directories at a checkpoint or a WAL segment's creation), but the
 * Emscripten layer under PGlite drops both calls: its `fdatasync` returns 0
 * untouched, and its `fsync` calls a stream's `fsync` operation, which the
 * Node file system (NODEFS) does not have. This file system is PGlite's
 * NodeFS whose `init` gives both calls their real Node counterparts, through
 * the Emscripten options a PGlite file system hands the module: the
 * `fdatasync` import the WebAssembly is instantiated with, and NODEFS's
 * stream operations once the module is made. Both run inside the statement,
 * so a commit is on disk before its result leaves PGlite.
 */
import { closeSync, fdatasyncSync, fsyncSync, openSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];

/** The parts of Emscripten's FS and NODEFS this uses (PGlite does not type them). */
type Stream = { nfd?: number; node: object & { mode: number }; stream_ops: StreamOps };
type StreamOps = { fsync?: (stream: Stream) => number };
type NodeFsType = { stream_ops: StreamOps; realPath(node: object): string; tryFSOperation<T>(operation: () => T): T };
type EmscriptenFs = { getStream(fd: number): Stream | null; isDir(mode: number): boolean; filesystems: { NODEFS?: NodeFsType } };
type WasmImports = { env: Record<string, unknown> };
type InstantiateWasm = (imports: WasmImports, receive: (...instantiated: unknown[]) => void) => unknown;

const EBADF = 8;

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const instantiate = (emscriptenOpts as { instantiateWasm?: InstantiateWasm }).instantiateWasm;
    if (!instantiate) throw new Error("This PGlite instantiates its WebAssembly itself: its fdatasync cannot be made to reach the disk");
    let nodefs: NodeFsType | undefined;
    let fs: EmscriptenFs | undefined;

    // Returns 0 or a negated errno, as Emscripten's system calls do.
    const fdatasync = (fd: number): number => {
      const stream = fs?.getStream(fd);
      if (!stream) return -EBADF;
      // Streams on PGlite's in-memory folders (/tmp, /dev) have nothing to flush.
      if (!nodefs || stream.stream_ops !== nodefs.stream_ops) return 0;
      try {
        flush(nodefs, fs as EmscriptenFs, stream, "data");
        return 0;
      } catch (error) {
        if ((error as { name?: string }).name === "ErrnoError") return -(error as { errno: number }).errno;
        throw error;
      }
    };
    // Emscripten's dynamic linker reads a JavaScript import's signature from `sig`.
    Object.assign(fdatasync, { sig: "ii" });

    const instantiateWasm: InstantiateWasm = (imports, receive) => {
      imports.env.__syscall_fdatasync = fdatasync;
      return instantiate(imports, receive);
    };
    const durableStreams = (module: { FS: unknown }) => {
      fs = module.FS as EmscriptenFs;
      nodefs = fs.filesystems.NODEFS;
      if (!nodefs) throw new Error("This PGlite has no NODEFS: its data folder cannot be made durable");
      const target = nodefs;
      const emscriptenFs = fs;
      // Emscripten's fsync (fd_sync) calls this operation when a stream has it, and returns what it returns.
      target.stream_ops.fsync = (stream) => {
        flush(target, emscriptenFs, stream, "all");
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        instantiateWasm,
        preRun: [...(emscriptenOpts.preRun ?? []), durableStreams],
      } as EmscriptenOptions,
    };
  }
}

/**
 * A directory has no Node descriptor in NODEFS (only files are opened), so
 * it is opened for the flush; Node's errors become Emscripten's, which
 * Postgres sees as the call's failure.
 */
function flush(nodefs: NodeFsType, fs: EmscriptenFs, stream: Stream, what: "data" | "all"): void {
  nodefs.tryFSOperation(() => {
    if (fs.isDir(stream.node.mode)) {
      const fd = openSync(nodefs.realPath(stream.node), "r");
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } else if (stream.nfd !== undefined) {
      if (what === "data") fdatasyncSync(stream.nfd);
      else fsyncSync(stream.nfd);
    }
  });
}
