/**
 * @module `POST /api/track/{token}/checkout` (anonymous; docs/rules/payments.md,
 * Paying the balance): where the player pays what is still due, answered as
 * `{url}` for the page to go to (a Stripe Checkout Session, or the payment
 * link with the balance filled in). Nothing due or no link yet is a 409, the
 * provider failing a 503, each with its message.
 */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { leaveFor } from "../leave-for.ts";

export async function startCheckout(token: string): Promise<{ url: string }> {
  const answer = await unwrap(api.track[":token"].checkout.$post({ param: { token: encodeURIComponent(token) } }));
  // The wire can still disappoint the type: without a url there is nowhere to go.
  if (!answer || typeof answer.url !== "string" || !answer.url) throw new Error("The payment page could not be opened. Please try again.");
  return answer;
}

/** Starts the checkout and, once it answers, leaves for the payment page in the same tab. */
export function useStartCheckout(token: string) {
  return useMutation({
    mutationFn: () => startCheckout(token),
    onSuccess: ({ url }) => leaveFor(url),
  });
}
