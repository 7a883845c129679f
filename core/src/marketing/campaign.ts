import { z } from "zod";

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

const WORD_TYPES = new Set(["application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"]);

/** docs/rules/mail.md, Campaigns: images, PDF, doc and docx. */
export const isAcceptedAttachmentType = (contentType: string): boolean => {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return /^image\/[a-z0-9.+-]+$/.test(type) || type === "application/pdf" || WORD_TYPES.has(type);
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Accepts bare base64 or a data URL, with or without line breaks; yields bare base64. */
const normalizeBase64 = (value: string): string => {
  const comma = value.startsWith("data:") ? value.indexOf(",") : -1;
  return (comma >= 0 ? value.slice(comma + 1) : value).replace(/\s+/g, "");
};

/** The size of what the base64 text decodes to, measured without decoding it. */
export const decodedBase64Length = (base64: string): number => {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

export const attachmentSchema = z
  .object({
    filename: z
      .string({ error: "Attachment filename is required" })
      .trim()
      .min(1, "Attachment filename is required")
      .max(255, "Attachment filename must be at most 255 characters")
      // A filename travels in a MIME header: no line breaks.
      .transform((name) => name.replace(/[\r\n]+/g, " ")),
    contentType: z
      .string({ error: "Attachment type is required" })
      .refine(isAcceptedAttachmentType, "Only images, PDF, DOC and DOCX files can be attached")
      .transform((type) => type.split(";")[0]!.trim().toLowerCase()),
    base64Content: z
      .string({ error: "Attachment content is required" })
      .transform(normalizeBase64)
      .refine((content) => content.length % 4 === 0 && BASE64.test(content), "Attachment content must be base64"),
    /** The client's claim; the limit is checked on the decoded bytes instead. */
    size: z.number().optional(),
  })
  .superRefine((attachment, ctx) => {
    if (decodedBase64Length(attachment.base64Content) > MAX_ATTACHMENT_BYTES) {
      ctx.addIssue({ code: "custom", message: `${attachment.filename} exceeds the 5MB limit` });
    }
  })
  .transform(({ filename, contentType, base64Content }) => ({ filename, contentType, base64Content }));

export type CampaignAttachment = z.infer<typeof attachmentSchema>;

/** Create Email Campaign (docs/rules/mail.md, Campaigns). */
export const campaignSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(500, "Subject must be at most 500 characters")
    // A subject travels in a header: a line break would start a new one.
    .transform((subject) => subject.replace(/[\r\n]+/g, " ")),
  content: z.string({ error: "Email content must be at least 10 characters" }).trim().min(10, "Email content must be at least 10 characters"),
  htmlContent: z
    .string()
    .nullish()
    .transform((html) => (html?.trim() ? html : undefined)),
  attachments: z
    .array(attachmentSchema)
    .nullish()
    .transform((list) => list ?? []),
});

export type Campaign = z.infer<typeof campaignSchema>;
