/** @module `POST /api/shipping/create-return-label/{id}`: the label that brings the head in. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { invalidateOrderQueries } from "../../../shared/orders/order-keys.ts";

export const createReturnLabel = (id: number) => unwrap(api.shipping["create-return-label"][":id"].$post({ param: { id: String(id) } }));

export function useCreateReturnLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturnLabel,
    onSuccess: (label) => {
      toast({ title: label.testLabel ? "Return label created (test label)" : "Return label created", description: `Tracking number ${label.trackingNumber}` });
      return invalidateOrderQueries(queryClient);
    },
    onError: (error) => {
      toast({ title: "Error creating return label", description: describeError(error, "Failed to create return label"), variant: "destructive" });
    },
  });
}
