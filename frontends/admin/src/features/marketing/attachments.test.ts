import { describe, expect, it } from "vitest";
import { attachmentContentType, MAX_ATTACHMENT_BYTES, refuseAttachment } from "./attachments.ts";

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe("campaign attachments", () => {
  it("accepts a file of exactly 5MB and refuses one byte more with the spec's toast", () => {
    expect(refuseAttachment(file("flyer.pdf", MAX_ATTACHMENT_BYTES, "application/pdf"))).toBeNull();
    expect(refuseAttachment(file("huge.png", MAX_ATTACHMENT_BYTES + 1, "image/png"))).toEqual({
      title: "File too large",
      description: "huge.png exceeds the 5MB limit",
    });
  });

  it("accepts images, PDF, doc and docx, and refuses other types", () => {
    for (const [name, type] of [
      ["a.png", "image/png"],
      ["a.pdf", "application/pdf"],
      ["a.doc", ""],
      ["a.docx", ""],
    ] as const) {
      expect(refuseAttachment(file(name, 10, type)), name).toBeNull();
    }
    expect(refuseAttachment(file("a.exe", 10, "application/x-msdownload"))?.title).toBe("File type not supported");
    expect(attachmentContentType({ name: "Report.DOCX", type: "" })).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });
});
