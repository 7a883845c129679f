import { describe } from "vitest";
import { directUploadsContract } from "./contracts/direct-uploads-contract.ts";
import { InMemoryDirectUploads } from "./in-memory-direct-uploads.ts";

describe("InMemoryDirectUploads", () => {
  directUploadsContract(async () => {
    const uploads = new InMemoryDirectUploads();
    return { subject: { uploads, putTo: (url, bytes) => uploads.putTo(url, bytes) } };
  });
});
