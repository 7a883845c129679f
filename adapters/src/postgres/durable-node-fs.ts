/**
 * @module PGlite's Node file system with Postgres's flushes reaching the
 * disk, and commits that arrive together flushed together (decision 0027).
 * Postgres flushes what a commit and a checkpoint need (fdatasync of the
 * WAL at each commit, fsync of data files, pg_control and directories at a
 * checkpoint or a WAL segment's creation), but the Emscripten layer under
 * PGlite drops both calls: its `fdatasync` returns 0 untouched, and its
 * `fsync` calls a stream's `fsync` operation, which the Node file system
 * (NODEFS) does not have. `DurableNodeFS` is PGlite's NodeFS whose `init`
 * hooks both through the Emscripten options a PGlite file system hands the
 * module (the `fdatasync` import the WebAssembly is instantiated with, and
 * NODEFS's operations once the module is made).
 *
 * fsync is done at once. The WAL's fdatasync is owed instead, and
 * `committed()` pays it off the thread, so the commits PGlite runs while one
 * flush is under way share the next. Postgres counts on a WAL flush only
 * before it changes anything else on disk (a data page, pg_control, a file
 * made, renamed or removed), so every such change pays what is owed first,
 * synchronously; and what it counts on for a commit, the answer, waits in
 * `durablePglite` for `committed()`.
 */
import { closeSync, fdatasync, fdatasyncSync, fsyncSync, open, openSync, close as closeFd } from "node:fs";
import { join, sep } from "node:path";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];

/** The parts of Emscripten's FS and NODEFS this uses (PGlite does not type them). */
type Node = object & { mode: number };
type Stream = { nfd?: number; node: Node; stream_ops: StreamOps };
type StreamOps = Record<string, (stream: Stream, ...args: never[]) => unknown> & { fsync?: (stream: Stream) => number };
type NodeFsType = {
  stream_ops: StreamOps;
  node_ops: Record<string, (...args: never[]) => unknown>;
  realPath(node: object): string;
  tryFSOperation<T>(operation: () => T): T;
};
type EmscriptenFs = { getStream(fd: number): Stream | null; isDir(mode: number): boolean; filesystems: { NODEFS?: NodeFsType } };
type WasmImports = { env: Record<string, unknown> };
type InstantiateWasm = (imports: WasmImports, receive: (...instantiated: unknown[]) => void) => unknown;

const EBADF = 8;
/** NODEFS operations that change a name or a file's size or bytes: each pays the WAL flush owed first. */
const CHANGING_NODE_OPS = ["mknod", "rename", "unlink", "rmdir", "setattr", "symlink"];

export class DurableNodeFS extends NodeFS {
  private readonly walFolder: string;
  /** WAL files written up to a flush Postgres asked for and not yet flushed, with the request each last had. */
  private readonly owed = new Map<string, { stream: Stream; request: number }>();
  private requested = 0;
  private flushedUpTo = 0;
  private flushing: Promise<void> | undefined;
  private nodefs: NodeFsType | undefined;

  constructor(dataDir: string) {
    super(dataDir);
    this.walFolder = join(this.rootDir, "pg_wal") + sep;
  }

  /** Resolves once every WAL flush Postgres has asked for so far is done: what it committed is on disk. */
  async committed(): Promise<void> {
    const target = this.requested;
    while (this.flushedUpTo < target) {
      this.flushing ??= this.flushOwed().finally(() => {
        this.flushing = undefined;
      });
      await this.flushing;
    }
  }

  private async flushOwed(): Promise<void> {
    const upTo = this.requested;
    const files = [...this.owed.keys()];
    // By name, with a descriptor of its own: PGlite may close its own while this one flushes.
    await Promise.all(files.map(flushByName));
    for (const file of files) if ((this.owed.get(file)?.request ?? Number.POSITIVE_INFINITY) <= upTo) this.owed.delete(file);
    this.flushedUpTo = Math.max(this.flushedUpTo, upTo);
  }

  /** Pays every WAL flush owed, now. */
  private flushOwedNow(): void {
    if (this.owed.size === 0) return;
    const nodefs = this.nodefs as NodeFsType;
    for (const { stream } of this.owed.values()) nodefs.tryFSOperation(() => fdatasyncSync(stream.nfd as number));
    this.owed.clear();
    this.flushedUpTo = this.requested;
  }

  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const instantiate = (emscriptenOpts as { instantiateWasm?: InstantiateWasm }).instantiateWasm;
    if (!instantiate) throw new Error("This PGlite instantiates its WebAssembly itself: its fdatasync cannot be made to reach the disk");
    let fs: EmscriptenFs | undefined;

    // Returns 0 or a negated errno, as Emscripten's system calls do.
    const fdatasync = (fd: number): number => {
      const stream = fs?.getStream(fd);
      if (!stream) return -EBADF;
      const nodefs = this.nodefs;
      // Streams on PGlite's in-memory folders (/tmp, /dev) have nothing to flush.
      if (!nodefs || stream.stream_ops !== nodefs.stream_ops || stream.nfd === undefined) return 0;
      const path = nodefs.realPath(stream.node);
      if (path.startsWith(this.walFolder)) {
        this.owed.set(path, { stream, request: ++this.requested });
        return 0;
      }
      try {
        this.flushOwedNow();
        nodefs.tryFSOperation(() => fdatasyncSync(stream.nfd as number));
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
    const hookNodefs = (module: { FS: unknown }) => {
      fs = module.FS as EmscriptenFs;
      const nodefs = fs.filesystems.NODEFS;
      if (!nodefs) throw new Error("This PGlite has no NODEFS: its data folder cannot be made durable");
      this.nodefs = nodefs;
      const emscriptenFs = fs;
      const { write, close } = nodefs.stream_ops;
      if (!write || !close) throw new Error("This PGlite's NODEFS cannot write or close: its data folder cannot be made durable");
      // Emscripten's fsync (fd_sync) calls this operation when a stream has it, and returns what it returns.
      nodefs.stream_ops.fsync = (stream) => {
        this.flushOwedNow();
        fsyncStream(nodefs, emscriptenFs, stream);
        return 0;
      };
      nodefs.stream_ops.write = (stream, ...args) => {
        if (!nodefs.realPath(stream.node).startsWith(this.walFolder)) this.flushOwedNow();
        return write(stream, ...args);
      };
      nodefs.stream_ops.close = (stream, ...args) => {
        if (this.owed.size > 0 && this.owed.has(nodefs.realPath(stream.node))) this.flushOwedNow();
        return close(stream, ...args);
      };
      for (const name of CHANGING_NODE_OPS) {
        const operation = nodefs.node_ops[name];
        if (!operation) continue;
        nodefs.node_ops[name] = (...args) => {
          this.flushOwedNow();
          return operation(...args);
        };
      }
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        instantiateWasm,
        preRun: [...(emscriptenOpts.preRun ?? []), hookNodefs],
      } as EmscriptenOptions,
    };
  }
}

/**
 * PGlite on `folder`, durable: its `query`, `exec` and `transaction` resolve
 * only once what they committed is on disk. Statements inside a
 * transaction commit nothing, so they do not wait.
 */
export async function durablePglite(folder: string, options: PGliteOptions): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const fs = new DurableNodeFS(folder);
  const client = await PGlite.create({ ...options, dataDir: folder, fs });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: async (...args: Parameters<PGlite["query"]>) => afterCommit(await query(...args)),
    exec: async (...args: Parameters<PGlite["exec"]>) => afterCommit(await exec(...args)),
    transaction: async (...args: Parameters<PGlite["transaction"]>) => afterCommit(await transaction(...args)),
  });
  async function afterCommit<T>(result: T): Promise<T> {
    await fs.committed();
    return result;
  }
  return client;
}

function flushByName(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    open(path, "r", (opened, fd) => {
      // A segment removed meanwhile was recycled after a checkpoint, which flushed what it held.
      if (opened) return opened.code === "ENOENT" ? resolve() : reject(opened);
      fdatasync(fd, (flushed) => closeFd(fd, () => (flushed ? reject(flushed) : resolve())));
    });
  });
}

/**
 * A directory has no Node descriptor in NODEFS (only files are opened), so
 * it is opened for the flush; Node's errors become Emscripten's, which
 * Postgres sees as the call's failure.
 */
function fsyncStream(nodefs: NodeFsType, fs: EmscriptenFs, stream: Stream): void {
  nodefs.tryFSOperation(() => {
    if (fs.isDir(stream.node.mode)) {
      const fd = openSync(nodefs.realPath(stream.node), "r");
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } else if (stream.nfd !== undefined) fsyncSync(stream.nfd);
  });
}
