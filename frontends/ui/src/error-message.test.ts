import { describe, expect, it } from "vitest";
import { ApiError } from "./api-request.ts";
import { describeError, errorStatus, serverMessage } from "./error-message.ts";

describe("serverMessage", () => {
  it("reads the message field of a JSON error body", () => {
    expect(serverMessage(new ApiError(401, "Unauthorized", '{"message":"Invalid username or password"}'))).toBe("Invalid username or password");
    expect(serverMessage(new ApiError(400, "Bad Request", '{"message":"Invalid input","errors":{"username":"Username is required"}}'))).toBe("Invalid input");
  });

  it("gives nothing for text bodies, other shapes or other errors", () => {
    expect(serverMessage(new ApiError(500, "Internal Server Error", ""))).toBeUndefined();
    expect(serverMessage(new ApiError(500, "", "Internal Server Error"))).toBeUndefined();
    expect(serverMessage(new ApiError(400, "", '{"error":"x"}'))).toBeUndefined();
    expect(serverMessage(new ApiError(400, "", '{"message":"  "}'))).toBeUndefined();
    expect(serverMessage(new Error('401: {"message":"parsed back? no"}'))).toBeUndefined();
    expect(serverMessage(new Error("Failed to fetch"))).toBeUndefined();
    expect(serverMessage("nope")).toBeUndefined();
  });
});

describe("errorStatus and describeError", () => {
  it("reads the status", () => {
    expect(errorStatus(new ApiError(429, "Too Many Requests", "{}"))).toBe(429);
    expect(errorStatus(new Error("429: {}"))).toBeUndefined();
    expect(errorStatus(new Error("Failed to fetch"))).toBeUndefined();
  });

  it("prefers the server's words, then the error's, then the fallback", () => {
    expect(describeError(new ApiError(429, "", '{"message":"Too many attempts"}'), "x")).toBe("Too many attempts");
    expect(describeError(new ApiError(503, "Service Unavailable", ""), "x")).toBe("503: Service Unavailable");
    expect(describeError(new Error("Failed to fetch"), "x")).toBe("Failed to fetch");
    expect(describeError(undefined, "Login failed")).toBe("Login failed");
  });
});
