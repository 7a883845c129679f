/** @module Add Subscriber: email (required, valid) and an optional name. */
import { subscriberSchema } from "@stringing/core/marketing/subscriber";
import { Button } from "@stringing/ui/components/button";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { describeError } from "@stringing/ui/error-message";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { useAddSubscriber } from "../api/add-subscriber.ts";

export function AddSubscriberDialog({ onClose }: { onClose: () => void }) {
  const { control, handleSubmit } = useSchemaForm<{ email: string; name: string }, typeof subscriberSchema>(subscriberSchema, { email: "", name: "" });
  const add = useAddSubscriber();

  const submit = handleSubmit((subscriber) =>
    add.mutate(subscriber, {
      onSuccess: (added) => {
        toast({ title: "Subscriber added", description: `${added.email} was added to your list.` });
        onClose();
      },
      onError: (error) =>
        toast({ title: "Error adding subscriber", description: describeError(error, "Something went wrong. Please try again."), variant: "destructive" }),
    }),
  );

  return (
    <ModalDialog title="Add Subscriber" description="Add a new subscriber to your email list." onClose={onClose} isDismissable={!add.isPending}>
      <form className={formStack} onSubmit={submit} noValidate>
        <FormTextField control={control} name="email" label="Email" type="email" autoFocus placeholder="subscriber@example.com" isRequired />
        <FormTextField control={control} name="name" label="Name (optional)" placeholder="Jane Player" />
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
