import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sentenceCase } from "./sentence-case.ts";

// jsdom gives import.meta.url an http scheme; vitest runs from the repository root.
const ADMIN_SRC = `${resolve("frontends/admin/src")}/`;
/** Names keep their capitals inside a sentence. */
const PROPER = new Set(["Mailjet", "Shippo", "HEIC", "CSV", "PDF", "URL", "I"]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The literal text of every toast title in the admin's source (template holes dropped). */
function toastTitles(): { file: string; text: string }[] {
  return sourceFiles(ADMIN_SRC).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return [...source.matchAll(/toast\(\{\s*title:\s*([\s\S]*?)(?:,\s*(?:description|variant|\.\.\.)|\s*\}\s*\))/g)].flatMap((call) =>
      [...call[1]!.matchAll(/"([^"]*)"|`([^`]*)`/g)].map((literal) => ({
        file: file.slice(ADMIN_SRC.length),
        text: (literal[1] ?? literal[2] ?? "").replace(/\$\{[^}]*\}/g, "x"),
      })),
    );
  });
}

describe("toast titles", () => {
  it("sentenceCase lowers all but the first letter", () => {
    expect(sentenceCase("Featured Item")).toBe("Featured item");
    expect(sentenceCase("social link")).toBe("Social link");
  });

  it("are in sentence case everywhere in the admin", () => {
    const titles = toastTitles();
    expect(titles.length).toBeGreaterThan(50);
    const titleCased = titles.filter(({ text }) =>
      text
        .split(/\s+/)
        .slice(1)
        .some((word) => /^[A-Z]/.test(word) && !PROPER.has(word.replace(/[^A-Za-z]/g, ""))),
    );
    expect(titleCased).toEqual([]);
  });
});
