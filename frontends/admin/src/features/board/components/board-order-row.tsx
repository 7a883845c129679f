/**
 * @module One order on the board: its number (a link to its page), the
 * customer, the service and price, the promise (and how late it is), and the
 * one-press actions that fit where it stands: Receive while the head has not
 * arrived, Start once it is here and pending, Ship once it is strung
 * (in progress), Print ticket always. Each button's name carries the order
 * number ("Receive #12") so a screen reader's list of buttons is unambiguous.
 */
import { Link } from "wouter";
import { trackingLinks } from "@stringing/core/shipping/tracking-links";
import { formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { formatDay } from "@stringing/ui/date-time";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Badge, StatusBadge } from "../../../components/ui/status-badge.tsx";
import { useUpdateOrderStatus } from "../../../shared/orders/api/update-order-status.ts";
import { ticketHref } from "../../../shared/orders/components/order-details.tsx";
import { staleStatusMessage } from "../../../shared/orders/stale-status.ts";
import type { BoardOrder } from "../../../shared/orders/api/get-workshop-board.ts";
import { useBoardReceive } from "../api/receive-order.ts";
import { formatBoardDate, lateText } from "../board-dates.ts";
import * as styles from "./board.css.ts";

export type BoardRowKind = "overdue" | "today" | "workshop" | "arriving";

/** Opens the work ticket in the browser's PDF viewer, as the order's page does. */
function printTicket(id: number) {
  window.open(ticketHref(id), "_blank", "noopener");
}

function PromiseLine({ order, kind, today }: { order: BoardOrder; kind: BoardRowKind; today: string }) {
  if (kind === "arriving") return <p className={styles.meta}>Placed {formatDay(order.createdAt)}, not received yet</p>;
  if (!order.promisedBy) return <p className={styles.meta}>No promise yet</p>;
  return (
    <p className={styles.meta}>
      Promised {kind === "today" ? "today" : formatBoardDate(order.promisedBy)}
      {kind === "overdue" ? (
        <>
          {" · "}
          <Badge tone="red">{lateText(order.promisedBy, today)}</Badge>
        </>
      ) : null}
    </p>
  );
}

function InboundTracking({ trackingNumber }: { trackingNumber: string | null }) {
  const link = trackingLinks(trackingNumber)[0];
  if (!trackingNumber || !link) return <p className={styles.meta}>No inbound tracking number</p>;
  return (
    <p className={styles.meta}>
      Inbound{" "}
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.trackLink}>
        {trackingNumber}
        <span className={styles.visuallyHidden}> (track on {link.name}, opens in a new tab)</span>
      </a>
    </p>
  );
}

export type BoardRowProps = {
  order: BoardOrder;
  kind: BoardRowKind;
  today: string;
  onShip: (order: BoardOrder) => void;
  /** After Receive or Start, whose button is then gone: focus goes back to the order. */
  onActed: (id: number) => void;
};

/** The id of an order's number link on the board, where focus returns after an action. */
export const boardOrderLinkId = (id: number) => `board-order-${id}`;

export function BoardOrderRow({ order, kind, today, onShip, onActed }: BoardRowProps) {
  const receive = useBoardReceive({ onReceived: (received) => onActed(received.id) });
  const start = useUpdateOrderStatus();
  const busy = receive.isPending || start.isPending;
  const canReceive = order.receivedAt === null && order.status === "pending";
  const canStart = order.receivedAt !== null && order.status === "pending";
  const canShip = order.status === "in_progress";

  const onReceive = () => receive.mutate(order.id);

  const onStart = () =>
    start.mutate(
      { id: order.id, status: "in_progress", expectedStatus: "pending" },
      {
        onSuccess: () => {
          toast({ title: `Order #${order.id} started`, description: "It is now In Progress." });
          onActed(order.id);
        },
        onError: (error) =>
          toast({
            title: "Error starting order",
            description: staleStatusMessage(error) ?? describeError(error, "The order could not be started."),
            variant: "destructive",
          }),
      },
    );

  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <div className={styles.rowTop}>
          <Link id={boardOrderLinkId(order.id)} href={`/admin/orders/${order.id}`} className={styles.orderLink}>
            #{order.id}
          </Link>
          <span className={styles.customer}>{order.customerName}</span>
          <StatusBadge status={order.status} />
        </div>
        <p className={styles.meta}>
          {order.serviceName} · {formatCents(order.servicePrice)}
        </p>
        <PromiseLine order={order} kind={kind} today={today} />
        {kind === "arriving" ? <InboundTracking trackingNumber={order.returnTrackingNumber} /> : null}
      </div>
      <div className={styles.actions}>
        {canReceive ? (
          <Button className={styles.action} aria-label={`Receive #${order.id}`} isDisabled={busy} onPress={onReceive}>
            {receive.isPending ? "Receiving..." : "Receive"}
          </Button>
        ) : null}
        {canStart ? (
          <Button className={styles.action} aria-label={`Start #${order.id}`} isDisabled={busy} onPress={onStart}>
            {start.isPending ? "Starting..." : "Start"}
          </Button>
        ) : null}
        {canShip ? (
          <Button className={styles.action} aria-label={`Ship #${order.id}`} isDisabled={busy} onPress={() => onShip(order)}>
            Ship
          </Button>
        ) : null}
        <Button className={styles.action} variant="secondary" aria-label={`Print ticket #${order.id}`} onPress={() => printTicket(order.id)}>
          Print ticket
        </Button>
      </div>
    </li>
  );
}
