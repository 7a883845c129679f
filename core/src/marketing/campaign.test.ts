import { describe, expect, it } from "vitest";
import { campaignSchema, decodedBase64Length, isAcceptedAttachmentType, MAX_ATTACHMENT_BYTES } from "./campaign.ts";

const base64OfSize = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64");
const errorsOf = (body: unknown) =>
  Object.fromEntries((campaignSchema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const valid = { subject: "Spring sale", content: "Fresh mesh is in stock." };

describe("campaign schema", () => {
  it("accepts subject and content, with optional HTML and attachments", () => {
    expect(campaignSchema.parse(valid)).toEqual({ ...valid, htmlContent: undefined, attachments: [] });
    const parsed = campaignSchema.parse({
      ...valid,
      htmlContent: "<p>Fresh mesh</p>",
      attachments: [{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=", size: 5 }],
    });
    expect(parsed.htmlContent).toBe("<p>Fresh mesh</p>");
    expect(parsed.attachments).toEqual([{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=" }]);
  });

  it("uses the spec's messages", () => {
    expect(errorsOf({})).toEqual({ subject: "Subject is required", content: "Email content must be at least 10 characters" });
    expect(errorsOf({ subject: "  ", content: "too short" })).toEqual({
      subject: "Subject is required",
      content: "Email content must be at least 10 characters",
    });
  });

  it("keeps a subject on one line", () => {
    expect(campaignSchema.parse({ ...valid, subject: "Hi\r\nBcc: everyone@example.com" }).subject).toBe("Hi Bcc: everyone@example.com");
  });

  it("measures the 5MB limit on the decoded bytes, not on the client's size", () => {
    const atLimit = { filename: "big.png", contentType: "image/png", base64Content: base64OfSize(MAX_ATTACHMENT_BYTES), size: 1 };
    expect(campaignSchema.safeParse({ ...valid, attachments: [atLimit] }).success).toBe(true);
    const over = { ...atLimit, filename: "huge.png", base64Content: base64OfSize(MAX_ATTACHMENT_BYTES + 1), size: 10 };
    expect(errorsOf({ ...valid, attachments: [atLimit, over] })).toEqual({ "attachments.1": "huge.png exceeds the 5MB limit" });
  });

  it("accepts images, PDF, doc and docx only", () => {
    for (const type of [
      "image/png",
      "image/jpeg",
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]) {
      expect(isAcceptedAttachmentType(type)).toBe(true);
    }
    for (const type of ["text/html", "application/zip", "application/x-msdownload", ""]) expect(isAcceptedAttachmentType(type)).toBe(false);
    expect(errorsOf({ ...valid, attachments: [{ filename: "x.exe", contentType: "application/x-msdownload", base64Content: "TVo=" }] })).toEqual({
      "attachments.0.contentType": "Only images, PDF, DOC and DOCX files can be attached",
    });
  });

  it("refuses content that is not base64 and accepts a data URL", () => {
    expect(errorsOf({ ...valid, attachments: [{ filename: "a.png", contentType: "image/png", base64Content: "not base64!" }] })).toEqual({
      "attachments.0.base64Content": "Attachment content must be base64",
    });
    const parsed = campaignSchema.parse({
      ...valid,
      attachments: [{ filename: "a.png", contentType: "image/png", base64Content: "data:image/png;base64,iVBO\nRw==" }],
    });
    expect(parsed.attachments[0]?.base64Content).toBe("iVBORw==");
  });

  it("computes decoded lengths", () => {
    for (const size of [0, 1, 2, 3, 4, 5, 1000]) expect(decodedBase64Length(base64OfSize(size))).toBe(size);
  });
});
