import { spawn } from "node:child_process";

/** Runs a client tool with `input` on stdin, answering its stdout; a failure carries its stderr. */
export function runTool(path: string, args: string[], input?: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(new Uint8Array(Buffer.concat(out)));
      else reject(new Error(`${path.split("/").pop()} failed (exit ${code}): ${Buffer.concat(err).toString().trim()}`));
    });
    // A tool that fails early closes stdin; its exit code says why, not EPIPE.
    child.stdin.on("error", () => {});
    child.stdin.end(input ?? new Uint8Array());
  });
}
