/** @module `POST /api/shipping/create-outbound-label/{id}`: the label that ships the head back; the order becomes shipped. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { invalidateOrderQueries } from "../../../shared/orders/order-keys.ts";

export const createOutboundLabel = (id: number) => unwrap(api.shipping["create-outbound-label"][":id"].$post({ param: { id: String(id) } }));

/** The same label at the rate the admin picked (`{rateId}`, from the rates of label-rates.ts). */
export const buyOutboundLabel = ({ id, rateId }: { id: number; rateId: string }) =>
  unwrap(
    api.shipping["create-outbound-label"][":id"].$post(
      { param: { id: String(id) } },
      { init: { body: JSON.stringify({ rateId }), headers: { "Content-Type": "application/json" } } },
    ),
  );

export function useBuyOutboundLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyOutboundLabel,
    onSuccess: (label) => {
      toast({
        title: label.testLabel ? "Outbound label bought (test label)" : "Outbound label bought",
        description: `Tracking number ${label.trackingNumber}`,
      });
      return invalidateOrderQueries(queryClient);
    },
  });
}

export function useCreateOutboundLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOutboundLabel,
    onSuccess: (label) => {
      toast({
        title: label.testLabel ? "Outbound label created (test label)" : "Outbound label created",
        description: `Tracking number ${label.trackingNumber}`,
      });
      return invalidateOrderQueries(queryClient);
    },
    onError: (error) => {
      toast({ title: "Error creating outbound label", description: describeError(error, "Failed to create outbound label"), variant: "destructive" });
    },
  });
}
