/**
 * @module Receive from the board: `POST /api/orders/{id}/receive` through the
 * shared fetcher (shared/orders/api/receive-order.ts; docs/rules/workshop.md,
 * Receiving). The order is shown at once, every order query (the board's
 * included) is read again, and a toast says the promise. The toasts and
 * `onReceived` sit on the mutation itself, not on one call, because the row
 * that pressed Receive moves to another list of the board, and leaves the
 * screen, before a call's own callbacks would run.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { receiveOrder } from "../../../shared/orders/api/receive-order.ts";
import { invalidateOrderQueries, orderKeys } from "../../../shared/orders/order-keys.ts";
import { formatBoardDate } from "../board-dates.ts";

export type ReceivedOrder = Awaited<ReturnType<typeof receiveOrder>>;

export function useBoardReceive({ onReceived }: { onReceived?: (order: ReceivedOrder) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      toast({
        title: `Order #${order.id} received`,
        description: order.promisedBy ? `Promised by ${formatBoardDate(order.promisedBy)}.` : "The head is in the workshop.",
      });
      await invalidateOrderQueries(queryClient);
      onReceived?.(order);
    },
    onError: (error) => {
      toast({ title: "Error receiving order", description: describeError(error, "The order could not be received."), variant: "destructive" });
      return invalidateOrderQueries(queryClient);
    },
  });
}
