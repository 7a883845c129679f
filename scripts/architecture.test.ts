import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

async function sourceFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(path)));
    else if (/\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** Module specifiers of `… from "x"`, `import "x"` and `import("x")`, ignoring comments. */
const importsOf = (source: string) => {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const pattern = /\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;
  return [...code.matchAll(pattern)].map((m) => (m[1] ?? m[2] ?? m[3])!);
};

/** ARCHITECTURE.md: dependencies point inward; core imports nothing outside itself. */
describe("dependency rules", () => {
  // Pure libraries only: validation, date formatting, CSV parsing; test tools in tests.
  const coreLibraries = new Set(["zod", "date-fns", "csv-parse/sync"]);
  const coreTestLibraries = new Set(["vitest", "fast-check"]);

  it("core imports only itself and pure libraries", async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(join(root, "core/src"))) {
      for (const specifier of importsOf(await readFile(file, "utf8"))) {
        // The ports' contract suites are test code too: only tests (core's fakes and the adapters') run them.
        const testCode = file.endsWith(".test.ts") || file.startsWith(join(root, "core/src/testing/contracts/"));
        const allowed = specifier.startsWith(".") || coreLibraries.has(specifier) || (testCode && coreTestLibraries.has(specifier));
        if (!allowed) offenders.push(`${relative(root, file)} imports ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("adapters never import the API or the frontends", async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(join(root, "adapters/src"))) {
      for (const specifier of importsOf(await readFile(file, "utf8"))) {
        if (/^@stringing\/(api|shell|site|admin|ui)/.test(specifier) || specifier === "hono" || specifier.startsWith("hono/")) {
          offenders.push(`${relative(root, file)} imports ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the frontends import no core module that needs Node (csv-parse uses Buffer, which browsers lack)", async () => {
    const nodeOnly = new Set(["csv-parse/sync"]);
    const coreImports = new Map<string, string[]>();
    for (const file of await sourceFiles(join(root, "core/src"))) coreImports.set(file, importsOf(await readFile(file, "utf8")));
    const needsNode = (file: string, seen = new Set<string>()): boolean => {
      if (seen.has(file)) return false;
      seen.add(file);
      return (coreImports.get(file) ?? []).some(
        (specifier) => nodeOnly.has(specifier) || (specifier.startsWith(".") && needsNode(join(file, "..", specifier), seen)),
      );
    };
    const offenders: string[] = [];
    for (const folder of ["shell", "site", "admin", "ui"]) {
      for (const file of await sourceFiles(join(root, "frontends", folder, "src"))) {
        if (/\.test\.tsx?$/.test(file)) continue;
        for (const specifier of importsOf(await readFile(file, "utf8"))) {
          const match = /^@stringing\/core\/(.+)$/.exec(specifier);
          if (match && needsNode(join(root, "core/src", `${match[1]}.ts`))) offenders.push(`${relative(root, file)} imports ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the frontends reach the server only over HTTP", async () => {
    const offenders: string[] = [];
    for (const folder of ["shell", "site", "admin", "ui"]) {
      for (const file of await sourceFiles(join(root, "frontends", folder, "src"))) {
        for (const specifier of importsOf(await readFile(file, "utf8"))) {
          if (/^@stringing\/(adapters|api)\//.test(specifier) || specifier === "drizzle-orm") offenders.push(`${relative(root, file)} imports ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
