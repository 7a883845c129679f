/**
 * @module Campaign attachments (docs/rules/mail.md, Campaigns): images, PDF, doc
 * and docx, each at most 5MB (the hint says up to 3 files; not enforced).
 * The limit and the type rule are core's, the same the API applies.
 */
import { isAcceptedAttachmentType, MAX_ATTACHMENT_BYTES } from "@stringing/core/marketing/campaign";

export { MAX_ATTACHMENT_BYTES };

export const ATTACHMENT_ACCEPT = [
  "image/*",
  ".pdf",
  ".doc",
  ".docx",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

export const ATTACHMENT_HINT = "Images, PDF, DOC or DOCX, up to 3 files, 5MB each";

export interface CampaignAttachmentPayload {
  filename: string;
  contentType: string;
  base64Content: string;
  size: number;
}

type FileLike = Pick<File, "name" | "size" | "type">;

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Browsers leave `type` empty for some .doc/.docx files; the extension then decides. */
export function attachmentContentType(file: Pick<File, "name" | "type">): string {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return TYPES_BY_EXTENSION[extension] ?? "";
}

export type AttachmentRefusal = { title: string; description: string };

/** Why a picked file cannot be attached, or `null` when it can. */
export function refuseAttachment(file: FileLike): AttachmentRefusal | null {
  if (file.size > MAX_ATTACHMENT_BYTES) return { title: "File too large", description: `${file.name} exceeds the 5MB limit` };
  if (!isAcceptedAttachmentType(attachmentContentType(file))) {
    return { title: "File type not supported", description: `${file.name} is not an image, PDF, DOC or DOCX file` };
  }
  return null;
}

/** "1.2 MB", "820 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Reads a file into the payload the API takes (bare base64). */
export function readAttachment(file: File): Promise<CampaignAttachmentPayload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({
        filename: file.name,
        contentType: attachmentContentType(file),
        base64Content: dataUrl.slice(dataUrl.indexOf(",") + 1),
        size: file.size,
      });
    };
    reader.readAsDataURL(file);
  });
}
