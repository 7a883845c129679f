import { describe } from "vitest";
import { uploadTicketsContract } from "./contracts/upload-tickets-contract.ts";
import { InMemoryUploadTickets } from "./in-memory-upload-tickets.ts";

describe("InMemoryUploadTickets", () => {
  uploadTicketsContract(async () => ({ subject: new InMemoryUploadTickets() }));
});
