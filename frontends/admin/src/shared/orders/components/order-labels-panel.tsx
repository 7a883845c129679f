/**
 * @module The order's labels (order details): each label's direction,
 * carrier, tracking number with the carrier's own tracking page, the last
 * state the carrier reported, "Test label" for labels not valid for postage,
 * the label's PDF, and Void Label (the carrier refunds it; admin asks
 * first). Create Label opens the one dialog that buys labels.
 */
import { useState } from "react";
import { formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { formatDateTime } from "@stringing/ui/date-time";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { type OrderLabel, trackingStatusText, useOrderLabels, useVoidLabel } from "../api/order-labels.ts";
import { BuyLabelDialog } from "./buy-label-dialog.tsx";
import * as styles from "./order-details-dialog.css.ts";

const KIND_TEXT: Record<string, string> = { return: "Inbound (return)", outbound: "Outbound", shipping: "Shipping" };

export function OrderLabelsPanel({ orderId }: { orderId: number }) {
  const labels = useOrderLabels(orderId);
  const voiding = useVoidLabel();
  const [asking, setAsking] = useState<OrderLabel | null>(null);
  const [buying, setBuying] = useState(false);

  const confirmVoid = () => {
    if (!asking) return;
    voiding.mutate(asking.id, {
      onSuccess: () => {
        toast({ title: "Label voided", description: `Label ${asking.trackingNumber} is voided; its refund was requested.` });
        setAsking(null);
      },
      onError: (error) => {
        toast({ title: "Could not void the label", description: describeError(error, "The label could not be voided."), variant: "destructive" });
        setAsking(null);
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`labels-${orderId}`}>
      <div className={styles.panelHeader}>
        <h3 id={`labels-${orderId}`} className={styles.panelTitle}>
          Shipping Labels
        </h3>
        <Button variant="secondary" size="sm" onPress={() => setBuying(true)}>
          Create Label
        </Button>
      </div>
      {labels.isPending ? (
        <p className={styles.sectionText}>Loading labels...</p>
      ) : labels.isError ? (
        <p role="alert" className={styles.formError}>
          {describeError(labels.error, "The labels could not be loaded.")}
        </p>
      ) : labels.data.length === 0 ? (
        <p className={styles.sectionText}>No labels yet.</p>
      ) : (
        <ul className={styles.timeline} aria-label="Labels">
          {labels.data.map((label) => (
            <li key={label.id} className={styles.timelineItem}>
              <p className={styles.timelineTitle}>
                {KIND_TEXT[label.kind] ?? label.kind} · {label.carrier} · {label.trackingNumber}{" "}
                {label.testLabel ? <Badge tone="yellow">Test label</Badge> : null} {label.voidedAt ? <Badge tone="neutral">Voided</Badge> : null}
              </p>
              <p className={styles.timelineMeta}>
                {formatCents(label.rate)} · {trackingStatusText(label.trackingStatus)}
                {label.trackingStatusAt ? ` (${formatDateTime(label.trackingStatusAt)})` : ""}
                {label.trackingUrl ? (
                  <>
                    {" · "}
                    <a href={label.trackingUrl} target="_blank" rel="noopener noreferrer">
                      Carrier tracking page
                    </a>
                  </>
                ) : null}
                {label.voidedAt ? null : (
                  <>
                    {" · "}
                    <a href={label.labelUrl} target="_blank" rel="noopener noreferrer">
                      Label PDF
                    </a>
                  </>
                )}
              </p>
              {label.voidedAt ? null : (
                <div className={styles.panelActions}>
                  <Button variant="secondary" size="sm" onPress={() => setAsking(label)} aria-label={`Void label ${label.trackingNumber}`}>
                    Void Label
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {buying ? <BuyLabelDialog orderId={orderId} onClose={() => setBuying(false)} /> : null}
      {asking ? (
        <ConfirmDialog
          title="Void this label?"
          message={`Label ${asking.trackingNumber} can no longer be used; the carrier refunds it. An order this label shipped goes back to In Progress.`}
          confirmLabel="Void Label"
          pendingLabel="Voiding..."
          destructive
          isPending={voiding.isPending}
          onConfirm={confirmVoid}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
