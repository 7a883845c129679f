/**
 * @module The password the server generated for a user, shown this once
 * with a Copy button: only its hash is stored, so closing the dialog is the
 * last chance to read it.
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { TextField } from "@stringing/ui/components/text-field";
import { toast } from "@stringing/ui/toast-queue";
import * as styles from "./users.css.ts";

export interface OneTimePasswordDialogProps {
  title: string;
  username: string;
  password: string;
  onClose: () => void;
}

export function OneTimePasswordDialog({ title, username, password, onClose }: OneTimePasswordDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      toast({ title: "Could not copy", description: "Select the password and copy it by hand.", variant: "destructive" });
    }
  };
  return (
    <ModalDialog title={title} size="sm" onClose={onClose} isDismissable={false} footer={<Button onPress={onClose}>Done</Button>}>
      <p className={styles.note}>
        Give this password to <strong>{username}</strong>. It is shown only now and cannot be read again; they can change it in Settings after signing in.
      </p>
      <div className={styles.passwordRow}>
        <TextField label="Password" value={password} isReadOnly className={styles.passwordField} autoComplete="off" />
        <Button variant="secondary" onPress={() => void copy()} aria-label={copied ? "Password copied" : "Copy password"}>
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </ModalDialog>
  );
}
