/** @module Add Subscriber: email (required, valid) and an optional name. */
import { useState, type FormEvent } from "react";
import { subscriberSchema } from "@stringing/core/marketing/subscriber";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { firstIssuePerField } from "@stringing/ui/form-errors";
import { toast } from "@stringing/ui/toast-queue";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { useAddSubscriber } from "../api/add-subscriber.ts";

export function AddSubscriberDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const add = useAddSubscriber();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = subscriberSchema.safeParse({ email, name });
    if (!parsed.success) {
      setEmailError(firstIssuePerField(parsed.error).email);
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (subscriber) => {
        toast({ title: "Subscriber added", description: `${subscriber.email} was added to your list.` });
        onClose();
      },
      onError: (error) =>
        toast({ title: "Error adding subscriber", description: describeError(error, "Something went wrong. Please try again."), variant: "destructive" }),
    });
  };

  return (
    <ModalDialog title="Add Subscriber" description="Add a new subscriber to your email list." onClose={onClose} isDismissable={!add.isPending}>
      <form className={formStack} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoFocus
          value={email}
          onChange={(value) => {
            setEmail(value);
            setEmailError(undefined);
          }}
          placeholder="subscriber@example.com"
          errorMessage={emailError}
          isRequired
        />
        <TextField label="Name (optional)" value={name} onChange={setName} placeholder="Jane Player" />
        <div className={formActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={add.isPending}>
            {add.isPending ? "Adding..." : "Add Subscriber"}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
