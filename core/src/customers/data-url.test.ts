import { describe, expect, it } from "vitest";
import { decodeBase64DataUrl } from "./data-url.ts";

describe("data URL decoding", () => {
  it("decodes base64 payloads and refuses broken ones", () => {
    expect(decodeBase64DataUrl("data:image/png;base64,AQID")).toEqual(new Uint8Array([1, 2, 3]));
    expect(decodeBase64DataUrl("data:image/png;base64,AQ\nID")).toEqual(new Uint8Array([1, 2, 3]));
    expect(decodeBase64DataUrl("data:image/png;base64,not base64!")).toBeNull();
    expect(decodeBase64DataUrl("data:image/png;base64,")).toBeNull();
    expect(decodeBase64DataUrl("data:image/png;base64,A")).toBeNull();
  });
});
