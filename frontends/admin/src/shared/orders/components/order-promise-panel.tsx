/**
 * @module The promise on an order's page (docs/rules/workshop.md, Receiving
 * and the promise): when the head arrived ("Not yet" until then) and the
 * day it ships by, red and said "overdue" once that day has passed on an
 * open order; "Receive head" while it has not arrived, and "Move promise".
 */
import { Button } from "@stringing/ui/components/button";
import { formatDateTime } from "@stringing/ui/date-time";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { useMovePromise } from "../api/move-promise.ts";
import { useReceiveOrder } from "../api/receive-order.ts";
import { useWorkshopToday } from "../api/workshop-today.ts";
import type { Order } from "../order.ts";
import { MovePromiseForm } from "./move-promise-form.tsx";
import * as styles from "./order-details-dialog.css.ts";
import * as promiseStyles from "./order-promise-panel.css.ts";
import { isPromiseOverdue, promiseDateText } from "./promise-text.ts";

type PromiseOrder = Pick<Order, "id" | "status" | "receivedAt" | "promisedBy">;

function ShipsBy({ order }: { order: PromiseOrder }) {
  const today = useWorkshopToday();
  if (!order.promisedBy) return <>Not promised yet</>;
  const text = promiseDateText(order.promisedBy);
  return isPromiseOverdue(order, today) ? <span className={promiseStyles.overdue}>{text} (overdue)</span> : text;
}

export function OrderPromisePanel({ order }: { order: PromiseOrder }) {
  const receive = useReceiveOrder();
  const move = useMovePromise();
  const onReceive = () =>
    receive.mutate(order.id, {
      onSuccess: (saved) =>
        toast({
          title: "Head received",
          description: saved.promisedBy ? `Order #${saved.id} ships by ${promiseDateText(saved.promisedBy)}.` : `Order #${saved.id} is in the workshop.`,
        }),
      onError: (failure) => toast({ title: "Error receiving the head", description: describeError(failure, "Please try again."), variant: "destructive" }),
    });
  return (
    <section className={`${styles.panel} ${promiseStyles.spaced}`} aria-labelledby={`promise-panel-${order.id}`}>
      <div className={styles.panelHeader}>
        <h2 id={`promise-panel-${order.id}`} className={styles.panelTitle}>
          Workshop
        </h2>
        {order.receivedAt ? null : (
          <Button size="sm" onPress={onReceive} isDisabled={receive.isPending}>
            {receive.isPending ? "Receiving..." : "Receive head"}
          </Button>
        )}
      </div>
      <dl className={styles.dl}>
        <div className={styles.dlRow}>
          <dt className={styles.dt}>Received</dt>
          <dd className={styles.dd}>{order.receivedAt ? formatDateTime(order.receivedAt) : "Not yet"}</dd>
        </div>
        <div className={styles.dlRow}>
          <dt className={styles.dt}>Ships by</dt>
          <dd className={styles.dd}>
            <ShipsBy order={order} />
          </dd>
        </div>
      </dl>
      <MovePromiseForm key={order.promisedBy ?? ""} order={order} move={move} />
    </section>
  );
}
