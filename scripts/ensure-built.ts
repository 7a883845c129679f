/**
 * @module Run by `npm start`: builds the frontends when their build is
 * missing or older than their sources, so a fresh clone (or a pull) serves
 * the current UI without a separate build step.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Everything a build reads: the frontends with their shared Vite configs, core, and the build script. */
const sourceFolders = ["frontends", "core/src"];
const sourceFiles = ["package-lock.json", "scripts/build.ts"];
const stampFile = join(root, "frontends/shell/dist/.build-stamp");
const outputs = [
  "frontends/shell/dist/index.html",
  "frontends/site/dist/remoteEntry.js",
  "frontends/site/dist-server/render-landing-page.js",
  "frontends/site/dist/landing/.vite/manifest.json",
  "frontends/admin/dist/remoteEntry.js",
];

async function* files(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "dist-server" || entry.name.startsWith(".")) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!entry.name.endsWith(".test.ts") && !entry.name.endsWith(".test.tsx")) yield path;
  }
}

export async function sourceFingerprint(): Promise<string> {
  const hash = createHash("sha256");
  const paths: string[] = sourceFiles.map((file) => join(root, file));
  for (const folder of sourceFolders) if (existsSync(join(root, folder))) for await (const path of files(join(root, folder))) paths.push(path);
  for (const path of paths.sort()) {
    hash.update(relative(root, path));
    hash.update(await readFile(path));
  }
  return hash.digest("hex");
}

export async function ensureBuilt(): Promise<void> {
  const fingerprint = await sourceFingerprint();
  const built = outputs.every((output) => existsSync(join(root, output)));
  const stamp = existsSync(stampFile) ? (await readFile(stampFile, "utf8")).trim() : "";
  if (built && stamp === fingerprint) return;

  console.log(built ? "[build] Frontend sources changed; rebuilding." : "[build] Building the frontends (first start).");
  const build = Bun.spawn([process.execPath, join(root, "scripts/build.ts")], { cwd: root, stdout: "inherit", stderr: "inherit" });
  if ((await build.exited) !== 0) throw new Error("The frontend build failed; see above.");
  await writeFile(stampFile, fingerprint);
}

if (import.meta.main) await ensureBuilt();
