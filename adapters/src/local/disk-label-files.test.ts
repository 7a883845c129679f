import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe } from "vitest";
import { labelFilesContract } from "@stringing/core/testing/contracts/label-files-contract";
import { DiskLabelFiles } from "./disk-label-files.ts";

describe("DiskLabelFiles against the port contract", () => {
  labelFilesContract(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "labels-contract-"));
    return { subject: new DiskLabelFiles(dataDir), dispose: () => rm(dataDir, { recursive: true, force: true }) };
  });
});
