import { describe } from "vitest";
import { labelFilesContract } from "./contracts/label-files-contract.ts";
import { InMemoryLabelFiles } from "./in-memory-orders.ts";

describe("InMemoryLabelFiles", () => {
  labelFilesContract(async () => ({ subject: new InMemoryLabelFiles() }));
});
