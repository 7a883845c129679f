import { describe, expect, it } from "vitest";
import { decodeBase64DataUrl, sniffImageType } from "./image-type.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe("image sniffing", () => {
  it("recognises the accepted formats by their magic bytes", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toEqual({ mime: "image/jpeg", extension: "jpg" });
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({ mime: "image/png", extension: "png" });
    expect(sniffImageType(bytes("GIF89a", 1, 0))).toEqual({ mime: "image/gif", extension: "gif" });
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toEqual({ mime: "image/webp", extension: "webp" });
    expect(sniffImageType(bytes(0, 0, 0, 24, "ftypheic", 0, 0, 0, 0, "mif1heic"))).toEqual({ mime: "image/heic", extension: "heic" });
    expect(sniffImageType(bytes(0, 0, 0, 24, "ftypmif1", 0, 0, 0, 0, "mif1avif"))).toEqual({ mime: "image/avif", extension: "avif" });
  });

  it("refuses everything else, SVG and video included", () => {
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes("hello world"))).toBeNull();
    expect(sniffImageType(bytes(0, 0, 0, 20, "ftypisom", 0, 0, 0, 0, "isom"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("data URL decoding", () => {
  it("decodes base64 payloads and refuses broken ones", () => {
    expect(decodeBase64DataUrl("data:image/png;base64,AQID")).toEqual(new Uint8Array([1, 2, 3]));
    expect(decodeBase64DataUrl("data:image/png;base64,AQ\nID")).toEqual(new Uint8Array([1, 2, 3]));
    expect(decodeBase64DataUrl("data:image/png;base64,not base64!")).toBeNull();
    expect(decodeBase64DataUrl("data:image/png;base64,")).toBeNull();
    expect(decodeBase64DataUrl("data:image/png;base64,A")).toBeNull();
  });
});
