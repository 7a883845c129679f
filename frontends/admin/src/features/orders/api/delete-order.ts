/** @module `DELETE /api/orders/{id}` (admin spec §2; asked for confirmation first). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@stringing/ui/api-request";
import { toast } from "@stringing/ui/toast-queue";
import { invalidateOrderQueries } from "./order-query-keys.ts";

export const deleteOrder = async (id: number): Promise<number> => {
  await apiRequest("DELETE", `/api/orders/${id}`);
  return id;
};

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (id) => {
      toast({ title: "Order deleted", description: `Order #${id} removed.` });
      return invalidateOrderQueries(queryClient);
    },
    onError: () => {
      toast({ title: "Error deleting order", description: "There was a problem removing this order. Please try again.", variant: "destructive" });
    },
  });
}
