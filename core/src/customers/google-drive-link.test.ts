import { describe, expect, it } from "vitest";
import { googleDriveFileId, viewableImageUrl } from "./google-drive-link.ts";

const ID = "1AbC_dEf-GhIjKlMnOp";

describe("Google Drive links", () => {
  it("turns the three share-link forms into a viewable image URL", () => {
    for (const link of [
      `https://drive.google.com/file/d/${ID}/view?usp=sharing`,
      `https://drive.google.com/file/d/${ID}`,
      `https://drive.google.com/open?id=${ID}`,
      `https://drive.google.com/uc?id=${ID}&export=download`,
    ]) {
      expect(googleDriveFileId(link)).toBe(ID);
      expect(viewableImageUrl(link)).toBe(`https://lh3.googleusercontent.com/d/${ID}`);
    }
  });

  it("leaves every other URL unchanged", () => {
    for (const link of [
      "https://example.com/file/d/abcdefghijkl/view",
      "/objects/a.jpg",
      "https://drive.google.com/drive/folders/abc",
      "not a url",
      "data:image/png;base64,AQID",
    ]) {
      expect(viewableImageUrl(link)).toBe(link);
    }
  });
});
