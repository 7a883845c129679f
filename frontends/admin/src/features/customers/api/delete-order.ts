/** @module DELETE /api/orders/{id} from a customer's Order History. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { invalidateOrders } from "./customer-keys.ts";

export const deleteOrder = (id: number) => sendJson<{ message: string; id: number }>("DELETE", `/api/orders/${id}`);

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => invalidateOrders(queryClient) });
}
