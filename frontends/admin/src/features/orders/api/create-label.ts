/**
 * @module `POST /api/shipping/create-label/{id}`: one shipping label; the
 * order gets its tracking number and becomes shipped. A 400 means the
 * address is incomplete (admin spec §8).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { errorStatus } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { invalidateOrderQueries } from "../../../shared/orders/order-keys.ts";

export const createLabel = (id: number) => unwrap(api.shipping["create-label"][":id"].$post({ param: { id: String(id) } }));

export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLabel,
    onSuccess: (label) => {
      toast({
        title: label.testLabel ? "Shipping label created (test label)" : "Shipping label created",
        description: `Tracking number ${label.trackingNumber}`,
      });
      return invalidateOrderQueries(queryClient);
    },
    onError: (error) => {
      if (errorStatus(error) === 400) {
        toast({ title: "Error creating shipping label", description: "Please ensure the order has a valid shipping address.", variant: "destructive" });
      } else {
        toast({ title: "Error creating label", description: "There was an error creating the shipping label.", variant: "destructive" });
      }
    },
  });
}
