/**
 * @module What a cold load of the admin area fetches before it can ask who
 * is signed in: the shell's chunk that loads the admin remote, the remote's
 * entry, its exposed App and everything those import statically. Left to
 * the browser, each file is discovered only once the one importing it has
 * arrived: about a dozen round trips one after another. Listed in the
 * shell's HTML as `modulepreload` links (for `/auth` and `/admin/*` only:
 * a visitor of `/` never downloads admin code), they arrive together.
 *
 * Read from the built files once per process: they do not change under it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/** Static imports and re-exports of a built module: `from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
/** The exposed modules of a remote entry, imported on demand: `import(`./assets/app-….js`)`. */
const DYNAMIC_IMPORT = /\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g;
/** Style sheets a remote entry attaches when its App loads. */
const CSS_ASSET = /["'`](assets\/[^"'`]+\.css)["'`]/g;

const matches = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1]!);

/** Every file `entries` import statically, themselves included, as paths relative to `root`. */
function staticClosure(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const absolute = join(root, file);
    if (!existsSync(absolute)) return;
    seen.add(file);
    const source = readFileSync(absolute, "utf8");
    for (const specifier of matches(source, STATIC_IMPORT)) visit(relative(root, normalize(join(dirname(absolute), specifier))));
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

export type AdminPreloadRoots = { shell: string; admin: string };

/** The `<link>` tags that fetch the admin's first files in parallel; empty when the frontends are not built. */
export function adminPreloadTags(roots: AdminPreloadRoots, remoteBase = "/remotes/admin/"): string {
  const entry = "remoteEntry.js";
  if (!existsSync(join(roots.admin, entry))) return "";
  const entrySource = readFileSync(join(roots.admin, entry), "utf8");
  const exposed = matches(entrySource, DYNAMIC_IMPORT).map((specifier) => normalize(specifier));
  const remoteFiles = staticClosure(roots.admin, [entry, ...exposed]);
  const shellAssets = join(roots.shell, "assets");
  const loaders = existsSync(shellAssets)
    ? readdirSync(shellAssets)
        .filter((name) => name.includes("loadRemote__admin") && name.endsWith(".js"))
        .map((name) => `assets/${name}`)
    : [];
  const shellFiles = staticClosure(roots.shell, loaders);
  const styles = [...new Set(matches(entrySource, CSS_ASSET))];
  return [
    ...shellFiles.map((file) => `<link rel="modulepreload" href="/${file}">`),
    ...remoteFiles.map((file) => `<link rel="modulepreload" href="${remoteBase}${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" href="${remoteBase}${file}">`),
  ].join("");
}

/** Whether a path is one of the admin area's pages, which get the preload links. */
export const isAdminPagePath = (path: string): boolean => path === "/auth" || path === "/admin" || path.startsWith("/admin/");

/** `adminPreloadTags` read once, after the frontends are built (until then, and in tests without a build, nothing). */
export function adminPreloader(roots: AdminPreloadRoots): () => string {
  let tags = "";
  return () => {
    if (!tags) tags = adminPreloadTags(roots);
    return tags;
  };
}
