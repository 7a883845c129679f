import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { StorageConflict, StorageRefusedValue, StorageUnavailable } from "@stringing/core/shared/storage-errors";
import { handleError } from "./errors.ts";

const answering = (error: Error) => {
  const app = new Hono().get("/", () => {
    throw error;
  });
  app.onError(handleError);
  return app.request("/");
};

describe("handleError", () => {
  it("answers core's storage errors with 503, 409 and 400, as JSON", async () => {
    const cases: [Error, number, string][] = [
      [new StorageUnavailable(), 503, "The service is temporarily unavailable. Please try again shortly."],
      [new StorageConflict(), 409, "That record already exists"],
      [new StorageRefusedValue(), 400, "Invalid value"],
    ];
    for (const [error, status, message] of cases) {
      const response = await answering(error);
      expect(response.status, error.name).toBe(status);
      expect(await response.json()).toEqual({ message });
    }
  });

  it("answers anything else with a 500 that carries no detail", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await answering(Object.assign(new Error("secret detail"), { code: "23505" }));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: "Internal server error" });
    } finally {
      log.mockRestore();
    }
  });
});
