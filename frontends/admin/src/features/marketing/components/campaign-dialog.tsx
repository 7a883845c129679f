/**
 * @module Create Email Campaign: subject, plain-text content (≥ 10
 * characters), optional HTML and attachments (images, PDF, DOC, DOCX, 5MB
 * each). It is queued for every subscribed address; the answer says for how
 * many, at once, and the campaign list follows the sending.
 */
import { useState, type FormEvent } from "react";
import { FileTrigger } from "react-aria-components";
import { campaignSchema } from "@stringing/core/marketing/campaign";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { firstIssuePerField } from "@stringing/ui/form-errors";
import { toast } from "@stringing/ui/toast-queue";
import { formActions, formError, formStack } from "@stringing/ui/form-grid.css";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { describeCampaignResult, useSendCampaign, type CampaignResult } from "../api/send-campaign.ts";
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, formatFileSize, readAttachment, refuseAttachment, type CampaignAttachmentPayload } from "../attachments.ts";
import * as styles from "./marketing.css.ts";
import { TextAreaField } from "@stringing/ui/components/text-area-field";

type Field = "subject" | "content";

export function CampaignDialog({ senderEmail, onClose }: { senderEmail: string | null; onClose: () => void }) {
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [htmlContent, setHtmlContent] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [result, setResult] = useState<CampaignResult>();
  const send = useSendCampaign();

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const accepted: File[] = [];
    for (const file of Array.from(list)) {
      const refusal = refuseAttachment(file);
      if (refusal) toast({ ...refusal, variant: "destructive" });
      else accepted.push(file);
    }
    setFiles((current) => [...current, ...accepted.filter((file) => !current.some((f) => f.name === file.name && f.size === file.size))]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = campaignSchema.safeParse({ subject, content, htmlContent });
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error));
      return;
    }
    setFailure(undefined);
    let attachments: CampaignAttachmentPayload[];
    try {
      attachments = await Promise.all(files.map(readAttachment));
    } catch {
      toast({ title: "Error sending campaign", description: "An attachment could not be read.", variant: "destructive" });
      return;
    }
    send.mutate(
      { subject: parsed.data.subject, content: parsed.data.content, htmlContent: parsed.data.htmlContent, attachments },
      {
        onSuccess: (sent) => {
          setResult(sent);
          toast({ title: "Campaign queued", description: describeCampaignResult(sent) });
        },
        onError: (error) => {
          const message = serverMessage(error) ?? "Failed to send email campaign";
          setFailure(message);
          toast({ title: "Error sending campaign", description: message, variant: "destructive" });
        },
      },
    );
  };

  if (result) {
    return (
      <ModalDialog title="Campaign queued" onClose={onClose} size="sm" footer={<Button onPress={onClose}>Done</Button>}>
        <p className={styles.result} role="status">
          {describeCampaignResult(result)}
        </p>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      title="Create Email Campaign"
      description={`Send an email to every subscriber${senderEmail ? ` from ${senderEmail}` : ""}.`}
      onClose={onClose}
      size="lg"
      isDismissable={!send.isPending}
    >
      <form className={formStack} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Subject"
          value={subject}
          onChange={(value) => {
            setSubject(value);
            setErrors((e) => ({ ...e, subject: undefined }));
          }}
          errorMessage={errors.subject}
          placeholder="Spring stringing special"
          isRequired
        />
        <TextAreaField
          label="Email Content"
          value={content}
          onChange={(value) => {
            setContent(value);
            setErrors((e) => ({ ...e, content: undefined }));
          }}
          errorMessage={errors.content}
          placeholder="Write your message here..."
          rows={8}
          isRequired
        />
        <TextAreaField
          label="HTML Content (optional)"
          value={htmlContent}
          onChange={setHtmlContent}
          description="If given, mail clients that show HTML use it instead of the plain text."
          placeholder="<h1>Spring special</h1>"
          rows={4}
        />
        <div className={styles.field}>
          <span className={styles.label} id="campaign-attachments-label">
            Attachments
          </span>
          <span className={styles.hint}>{ATTACHMENT_HINT}</span>
          <div>
            <FileTrigger acceptedFileTypes={ATTACHMENT_ACCEPT.split(",")} allowsMultiple onSelect={addFiles}>
              <Button variant="secondary" size="sm" aria-describedby="campaign-attachments-label">
                Add Files
              </Button>
            </FileTrigger>
          </div>
          {files.length ? (
            <ul className={styles.fileList} aria-labelledby="campaign-attachments-label">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`} className={styles.fileItem}>
                  <span>
                    {file.name} <span className={styles.muted}>({formatFileSize(file.size)})</span>
                  </span>
                  <Button variant="ghost" size="sm" aria-label={`Remove ${file.name}`} onPress={() => setFiles((current) => current.filter((f) => f !== file))}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {failure ? (
          <p className={formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={formActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Campaign"}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
