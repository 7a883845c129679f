/**
 * @module Create Email Campaign: subject, plain-text content (≥ 10
 * characters), optional HTML and attachments (images, PDF, DOC, DOCX, 5MB
 * each). A preview shows it in the shop's branded template as the send
 * renders it and how many it reaches; a test copy can go to the owner; and
 * sending asks first, naming the recipient count. It is queued for every
 * subscribed address; the campaign list follows the sending.
 */
import { useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Controller } from "react-hook-form";
import { campaignSchema } from "@stringing/core/marketing/campaign";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { fieldProps, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { formActions, formError, formStack } from "@stringing/ui/form-grid.css";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { type CampaignPreview, usePreviewCampaign } from "../api/preview-campaign.ts";
import { type CampaignInput, describeCampaignResult, useSendCampaign, type CampaignResult } from "../api/send-campaign.ts";
import { useSendCampaignTest } from "../api/send-campaign-test.ts";
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, formatFileSize, readAttachment, refuseAttachment } from "../attachments.ts";
import * as styles from "./marketing.css.ts";
import { TextAreaField } from "@stringing/ui/components/text-area-field";

interface CampaignValues {
  subject: string;
  content: string;
  htmlContent: string;
}

export function CampaignDialog({ senderEmail, onClose }: { senderEmail: string | null; onClose: () => void }) {
  const { control, handleSubmit } = useSchemaForm<CampaignValues, typeof campaignSchema>(campaignSchema, { subject: "", content: "", htmlContent: "" });
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string>();
  const [result, setResult] = useState<CampaignResult>();
  const send = useSendCampaign();
  const preview = usePreviewCampaign();
  const test = useSendCampaignTest();
  /** The step that names the recipient count before anything is sent. */
  const [confirming, setConfirming] = useState<{ input: CampaignInput; preview: CampaignPreview } | null>(null);
  const busy = send.isPending || preview.isPending || test.isPending;

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

  /** Runs `then` with the campaign as the API takes it, once the schema passed it and its attachments are read. */
  const withCampaign = (then: (input: CampaignInput) => void) =>
    handleSubmit(async ({ subject, content, htmlContent }) => {
      setFailure(undefined);
      let attachments: CampaignInput["attachments"];
      try {
        attachments = await Promise.all(files.map(readAttachment));
      } catch {
        toast({ title: "Error sending campaign", description: "An attachment could not be read.", variant: "destructive" });
        return;
      }
      then({ subject, content, htmlContent, attachments });
    });

  const showPreview = withCampaign((input) =>
    preview.mutate(input, { onError: (error) => setFailure(serverMessage(error) ?? "The preview could not be shown") }),
  );

  const sendTest = withCampaign((input) => {
    test.reset();
    test.mutate(input);
  });

  // Ask first, with the count as it is now.
  const submit = withCampaign((input) =>
    preview.mutate(input, {
      onSuccess: (shown) => setConfirming({ input, preview: shown }),
      onError: (error) => setFailure(serverMessage(error) ?? "Failed to send email campaign"),
    }),
  );

  const confirmSend = () => {
    if (!confirming) return;
    send.mutate(confirming.input, {
      onSuccess: (sent) => {
        setConfirming(null);
        setResult(sent);
        toast({ title: "Campaign queued", description: describeCampaignResult(sent) });
      },
      onError: (error) => {
        const message = serverMessage(error) ?? "Failed to send email campaign";
        setConfirming(null);
        setFailure(message);
        toast({ title: "Error sending campaign", description: message, variant: "destructive" });
      },
    });
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

  if (confirming) {
    const count = confirming.preview.recipientCount;
    const reach = `${count} ${count === 1 ? "subscriber" : "subscribers"}`;
    return (
      <ModalDialog
        title="Send this campaign?"
        onClose={() => setConfirming(null)}
        size="sm"
        isDismissable={!send.isPending}
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirming(null)} isDisabled={send.isPending}>
              Back
            </Button>
            <Button onPress={confirmSend} isDisabled={send.isPending}>
              {send.isPending ? "Sending..." : `Send to ${reach}`}
            </Button>
          </>
        }
      >
        <p className={styles.result}>
          {count === 0
            ? `There are no subscribers to send “${confirming.input.subject}” to yet.`
            : `“${confirming.input.subject}” goes to ${reach} now. A sent campaign cannot be called back.`}
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
      isDismissable={!busy}
    >
      <form className={formStack} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={control}
          name="subject"
          render={({ field, fieldState }) => <TextField label="Subject" {...fieldProps(field, fieldState)} placeholder="Spring stringing special" isRequired />}
        />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <TextAreaField label="Email Content" {...fieldProps(field, fieldState)} placeholder="Write your message here..." rows={8} isRequired />
          )}
        />
        <Controller
          control={control}
          name="htmlContent"
          render={({ field, fieldState }) => (
            <TextAreaField
              label="HTML Content (optional)"
              {...fieldProps(field, fieldState)}
              description="If given, mail clients that show HTML use it instead of the plain text."
              placeholder="<h1>Spring special</h1>"
              rows={4}
            />
          )}
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
        {preview.data && !confirming ? (
          <section className={styles.preview} aria-labelledby="campaign-preview-heading">
            <h3 id="campaign-preview-heading" className={styles.label}>
              Preview: as {preview.data.recipientCount} {preview.data.recipientCount === 1 ? "subscriber" : "subscribers"} will see it
            </h3>
            <iframe className={styles.previewFrame} title="Campaign preview" sandbox="" srcDoc={preview.data.html} />
          </section>
        ) : null}
        {test.isSuccess ? <p role="status">Test sent to {test.data.to}.</p> : null}
        {test.isError ? (
          <p className={formError} role="alert">
            {serverMessage(test.error) ?? "The test could not be sent"}
          </p>
        ) : null}
        {failure ? (
          <p className={formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={formActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" onPress={() => void showPreview()} isDisabled={busy}>
            {preview.isPending ? "Loading..." : "Preview"}
          </Button>
          <Button variant="secondary" onPress={() => void sendTest()} isDisabled={busy}>
            {test.isPending ? "Sending test..." : "Send a test to the owner"}
          </Button>
          <Button type="submit" isDisabled={busy}>
            Send Campaign
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
