/**
 * @module `POST /api/orders` (docs/rules/orders.md, Placing an order): the order
 * form's own fields, with an `Idempotency-Key` header so a retried
 * submission returns the first order instead of creating a second. Answers
 * `201 {id, paymentUrl, statusUrl}` (the customer's status page); the server
 * does the customer intake itself.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { OrderPayload } from "../order-form-values.ts";

export const ORDERS_PATH = "/api/orders";

export interface CreateOrderInput {
  payload: OrderPayload;
  idempotencyKey: string;
}

export async function createOrder({ payload, idempotencyKey }: CreateOrderInput) {
  const answer = await unwrap(api.orders.$post({ json: payload }, { headers: { "Idempotency-Key": idempotencyKey } }));
  // The wire can still disappoint the type: without an id there is no order to show.
  if (!answer || typeof answer.id !== "number") throw new Error("Failed to create order");
  return { ...answer, paymentUrl: answer.paymentUrl || null };
}

export type CreatedOrder = Awaited<ReturnType<typeof createOrder>>;

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORDERS_PATH] }),
  });
}
