/**
 * @module `POST /api/orders` (CONTRACT "Deliberate improvements"): the order
 * form's own fields, with an `Idempotency-Key` header so a retried
 * submission returns the first order instead of creating a second. Answers
 * `201 {id, paymentUrl}`; the server does the customer intake itself.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { OrderPayload } from "../order-form-values.ts";

export const ORDERS_PATH = "/api/orders";

export interface CreatedOrder {
  id: number;
  paymentUrl: string | null;
}

export interface CreateOrderInput {
  payload: OrderPayload;
  idempotencyKey: string;
}

export async function createOrder({ payload, idempotencyKey }: CreateOrderInput): Promise<CreatedOrder> {
  const answer = await sendJson<Partial<CreatedOrder> | null>("POST", ORDERS_PATH, payload, { headers: { "Idempotency-Key": idempotencyKey } });
  if (!answer || typeof answer.id !== "number") throw new Error("Failed to create order");
  return { id: answer.id, paymentUrl: typeof answer.paymentUrl === "string" && answer.paymentUrl !== "" ? answer.paymentUrl : null };
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORDERS_PATH] }),
  });
}
