import fs from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type PowerCutDisk, powerCutDisk } from "./power-cut-disk.ts";

describe("the power-cut disk of the durability test", () => {
  let folder: string;
  let disk: PowerCutDisk;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "power-cut-disk-"));
    fs.writeFileSync(join(folder, "kept"), "before");
    disk = powerCutDisk(folder);
  });

  afterEach(async () => {
    disk.stop();
    await rm(folder, { recursive: true, force: true });
  });

  const write = (path: string, text: string, position: number, flush?: "fsync" | "fdatasync") => {
    const fd = fs.openSync(path, fs.constants.O_RDWR | fs.constants.O_CREAT);
    fs.writeSync(fd, Buffer.from(text), 0, text.length, position);
    if (flush === "fsync") fs.fsyncSync(fd);
    if (flush === "fdatasync") fs.fdatasyncSync(fd);
    fs.closeSync(fd);
  };
  const syncFolder = () => {
    const fd = fs.openSync(folder, "r");
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  };

  it("loses a file's writes since its last flush, its size included, and keeps the flushed ones", () => {
    const kept = join(folder, "kept");
    write(kept, "BEF", 0, "fdatasync");
    write(kept, "ore and after", 3);
    fs.truncateSync(kept, 2);
    disk.cut();
    expect(fs.readFileSync(kept, "utf8")).toBe("BEFore");
  });

  it("counts a flush made off the thread, by name, once it completes", async () => {
    const kept = join(folder, "kept");
    write(kept, "AFTER!", 0);
    const fd = await new Promise<number>((resolve, reject) => fs.open(kept, "r", (error, opened) => (error ? reject(error) : resolve(opened))));
    await new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => fs.close(fd, () => resolve()));
    write(kept, "LOST", 0);
    disk.cut();
    expect(fs.readFileSync(kept, "utf8")).toBe("AFTER!");
  });

  it("loses a new file unless its folder was flushed after it, and a removal or rename likewise", () => {
    write(join(folder, "lost"), "bytes", 0, "fsync");
    write(join(folder, "named"), "bytes", 0, "fsync");
    syncFolder();
    fs.renameSync(join(folder, "named"), join(folder, "renamed"));
    fs.unlinkSync(join(folder, "kept"));
    write(join(folder, "unnamed"), "bytes", 0, "fsync");
    expect(disk.pending().nameChanges).toBe(3);
    disk.cut();
    expect(fs.readdirSync(folder).sort()).toEqual(["kept", "lost", "named"]);
    expect(fs.readFileSync(join(folder, "kept"), "utf8")).toBe("before");
    expect(fs.readFileSync(join(folder, "named"), "utf8")).toBe("bytes");
  });

  it("lets nothing opened before the cut write after it", () => {
    const fd = fs.openSync(join(folder, "kept"), "r+");
    disk.cut();
    expect(() => fs.writeSync(fd, Buffer.from("late"), 0, 4, 0)).toThrow(/before the power cut/);
    expect(fs.readFileSync(join(folder, "kept"), "utf8")).toBe("before");
  });
});
