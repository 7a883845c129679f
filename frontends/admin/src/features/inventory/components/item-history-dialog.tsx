/** @module An item's history (the server's real record): when, what, before → after, which action, by whom, and the order whose materials moved it. */
import { format } from "date-fns";
import { Link } from "wouter";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { Badge, type BadgeTone } from "../../../components/ui/status-badge.tsx";
import { useInventoryHistory } from "../api/get-inventory-history.ts";
import type { InventoryHistoryEntry, InventoryItem } from "../inventory-item.ts";
import * as styles from "./inventory.css.ts";

const ACTION_TONES: Record<InventoryHistoryEntry["actionType"], BadgeTone> = {
  add: "green",
  remove: "yellow",
  update: "blue",
  create: "purple",
  delete: "red",
};

const quantity = (value: number | null) => (value === null ? "—" : String(value));

export const formatTimestamp = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "-" : format(date, "MMM d, yyyy h:mm a");
};

export function ItemHistoryDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const history = useInventoryHistory(item.id);
  return (
    <ModalDialog
      title={`History: ${item.name}`}
      description="Every change to this item, newest first."
      size="lg"
      onClose={onClose}
      footer={
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      }
    >
      {history.isPending ? (
        <Spinner label="Loading history" />
      ) : history.isError ? (
        <div className={styles.state}>
          <p className={styles.errorText}>{describeError(history.error, "Failed to load the history")}</p>
          <Button variant="secondary" onPress={() => void history.refetch()}>
            Retry
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p className={styles.muted}>No history recorded for this item yet.</p>
      ) : (
        <ol className={styles.historyList} aria-label="History entries">
          {history.data.map((entry) => (
            <li key={entry.id} className={styles.historyEntry}>
              <div className={styles.historyMeta}>
                <Badge tone={ACTION_TONES[entry.actionType] ?? "neutral"}>{entry.actionType}</Badge>
                <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
                <span>by {entry.actionBy ?? "unknown"}</span>
              </div>
              <span>{entry.description}</span>
              {entry.orderId === null ? null : <Link href={`/admin/orders/${entry.orderId}`}>Order #{entry.orderId}</Link>}
              <span className={styles.muted}>
                Quantity: {quantity(entry.quantityBefore)} → {quantity(entry.quantityAfter)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
