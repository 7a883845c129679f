/** @module PATCH /api/orders/{id} (status) and PATCH /api/orders/{id}/shipping (tracking number, which ships it). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { CustomerOrder } from "../customer.ts";
import type { StatusUpdateRequest } from "../order-status-rules.ts";
import { invalidateOrders } from "./customer-keys.ts";

export const updateOrderStatus = ({ url, body }: StatusUpdateRequest) => sendJson<CustomerOrder>("PATCH", url, body);

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderStatus, onSuccess: () => invalidateOrders(queryClient) });
}
