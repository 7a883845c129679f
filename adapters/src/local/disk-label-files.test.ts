import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { labelFilesContract } from "@stringing/core/testing/contracts/label-files-contract";
import { DiskLabelFiles } from "./disk-label-files.ts";

describe("DiskLabelFiles", () => {
  it("keeps label PDFs 0600 in a folder only the server's user may enter", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "labels-"));
    try {
      const labels = new DiskLabelFiles(dataDir);
      await labels.save(new Uint8Array([37, 80, 68, 70]));
      await labels.restore(`${"a".repeat(32)}.pdf`, new Uint8Array([37, 80, 68, 70]));
      const folder = join(dataDir, "labels");
      expect((await stat(folder)).mode & 0o777).toBe(0o700);
      const names = await readdir(folder);
      expect(names).toHaveLength(2);
      for (const name of names) expect((await stat(join(folder, name))).mode & 0o777, name).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("DiskLabelFiles against the port contract", () => {
  labelFilesContract(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "labels-contract-"));
    return { subject: new DiskLabelFiles(dataDir), dispose: () => rm(dataDir, { recursive: true, force: true }) };
  });
});
