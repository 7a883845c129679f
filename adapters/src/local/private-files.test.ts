import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePrivateFolder, narrowPrivateFolder, secureDataFolder, writePrivateFile } from "./private-files.ts";

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "private-files-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("private files", () => {
  it("creates folders, missing parents too, 0700", async () => {
    await makePrivateFolder(join(root, "made", "inner"));
    expect(await modeOf(join(root, "made"))).toBe(0o700);
    expect(await modeOf(join(root, "made", "inner"))).toBe(0o700);
  });

  it("writes files 0600, and narrows a file left over under the name before writing into it", async () => {
    const fresh = join(root, "fresh.txt");
    await writePrivateFile(fresh, "one");
    expect(await modeOf(fresh)).toBe(0o600);

    const leftOver = join(root, "left-over.tmp");
    await writeFile(leftOver, "old and longer", { mode: 0o644 });
    await chmod(leftOver, 0o644);
    await writePrivateFile(leftOver, new Uint8Array([110, 101, 119]));
    expect(await modeOf(leftOver)).toBe(0o600);
    expect(await readFile(leftOver, "utf8")).toBe("new");
  });

  it("never writes over a file that must be new", async () => {
    const path = join(root, "once.pdf");
    await writePrivateFile(path, "first", "wx");
    await expect(writePrivateFile(path, "second", "wx")).rejects.toMatchObject({ code: "EEXIST" });
    expect(await readFile(path, "utf8")).toBe("first");
    expect(await modeOf(path)).toBe(0o600);
  });

  it("narrows a folder others may read to 0700, leaves a private one and creates no missing one", async () => {
    const open = join(root, "open");
    await mkdir(open);
    await chmod(open, 0o755);
    expect(await narrowPrivateFolder(open)).toBe(true);
    expect(await modeOf(open)).toBe(0o700);
    expect(await narrowPrivateFolder(open)).toBe(false);

    const missing = join(root, "missing");
    expect(await narrowPrivateFolder(missing)).toBe(false);
    await expect(stat(missing)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("makes an existing data folder of mode 0755 private when the stores open", async () => {
    const dataDir = join(root, "data");
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    await secureDataFolder(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
  });
});
