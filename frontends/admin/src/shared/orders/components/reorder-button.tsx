/**
 * @module "New order like this" (docs/rules/orders.md, Reordering): for a
 * player who calls or drops a head off, the owner places the same pocket
 * again for the same customer and address, after a confirmation, and gets
 * the new order's number with its payment and status links, each with a
 * Copy button, to send by text or mail.
 */
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { type ReorderedOrder, useReorderOrder } from "../api/reorder-order.ts";
import type { Order } from "../order.ts";
import * as styles from "./reorder-button.css.ts";

export function CopyableLink({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({ title: "Could not copy", description: "Select the link and copy it by hand.", variant: "destructive" });
    }
  };
  return (
    <div className={styles.linkRow}>
      <TextField label={label} value={url} isReadOnly className={styles.linkField} autoComplete="off" />
      <Button variant="secondary" onPress={() => void copy()} aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}>
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}

function ReorderedDialog({ placed, customerName, onClose }: { placed: ReorderedOrder; customerName: string; onClose: () => void }) {
  return (
    <ModalDialog title={`Order #${placed.id} created`} size="md" onClose={onClose} footer={<Button onPress={onClose}>Done</Button>}>
      <div className={styles.body}>
        <p className={styles.note}>
          <Link href={`/admin/orders/${placed.id}`} onClick={onClose}>
            Order #{placed.id}
          </Link>{" "}
          for {customerName} is pending. Send them these links by text or mail.
        </p>
        {placed.paymentUrl ? (
          <CopyableLink label="Payment link" url={placed.paymentUrl} />
        ) : (
          <p className={styles.note}>This service has no payment link; take the payment another way.</p>
        )}
        <CopyableLink label="Status link" url={placed.statusUrl} />
      </div>
    </ModalDialog>
  );
}

export function ReorderButton({ order, size }: { order: Pick<Order, "id" | "customerName">; size?: "sm" }) {
  const reorder = useReorderOrder();
  const [confirming, setConfirming] = useState(false);
  // Drawn when the owner opens the confirmation, so a retried request answers the same new order.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [placed, setPlaced] = useState<ReorderedOrder | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        {...(size ? { size } : {})}
        aria-label={`New order like this (order #${order.id})`}
        onPress={() => {
          setIdempotencyKey(crypto.randomUUID());
          setConfirming(true);
        }}
      >
        New order like this
      </Button>
      {confirming ? (
        <ConfirmDialog
          title="New order like this?"
          message={`Create a new order for ${order.customerName} with the same pocket and address?`}
          confirmLabel="Create order"
          pendingLabel="Creating..."
          isPending={reorder.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            reorder.mutate(
              { id: order.id, idempotencyKey },
              {
                onSuccess: (created) => {
                  setConfirming(false);
                  setPlaced(created);
                },
                onError: (error) => {
                  setConfirming(false);
                  toast({ title: "No new order", description: describeError(error, "The order could not be created."), variant: "destructive" });
                },
              },
            )
          }
        />
      ) : null}
      {placed ? <ReorderedDialog placed={placed} customerName={order.customerName} onClose={() => setPlaced(null)} /> : null}
    </>
  );
}
