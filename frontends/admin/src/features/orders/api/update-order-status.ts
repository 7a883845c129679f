/** @module `PATCH /api/orders/{id}` with a new status (admin spec §2, Orders tab). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { toast } from "@stringing/ui/toast-queue";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import type { ApiOrder } from "./order-types.ts";
import { invalidateOrderQueries } from "./order-query-keys.ts";

export const updateOrderStatus = ({ id, status }: { id: number; status: OrderStatus }) =>
  sendJson<ApiOrder>("PATCH", `/api/orders/${id}`, { status });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      toast({ title: "Order updated", description: `Order #${order.id} is now ${order.status.replace("_", " ")}.` });
      return invalidateOrderQueries(queryClient);
    },
    onError: () => {
      toast({ title: "Error updating order", description: "There was an error updating the order status.", variant: "destructive" });
    },
  });
}
