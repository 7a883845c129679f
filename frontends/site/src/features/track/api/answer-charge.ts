/**
 * @module `POST /api/track/{token}/charges/{chargeId}/approve|decline`
 * (anonymous; docs/rules/payments.md, Extra work): the player's one answer
 * to extra work the owner proposed. Answers the charge as it now stands; a
 * second answer, or one to a withdrawn charge, is a 409 with its message.
 * Either way the status page is read again: the balance follows the answer.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { trackPath } from "./get-order-status.ts";

export type ChargeDecision = "approve" | "decline";

export interface AnswerChargeInput {
  chargeId: number;
  decision: ChargeDecision;
}

export function answerCharge(token: string, { chargeId, decision }: AnswerChargeInput) {
  const route = api.track[":token"].charges[":chargeId"];
  const param = { token: encodeURIComponent(token), chargeId: String(chargeId) };
  return unwrap(decision === "approve" ? route.approve.$post({ param }) : route.decline.$post({ param }));
}

export function useAnswerCharge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerChargeInput) => answerCharge(token, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [trackPath(token)] }),
  });
}
