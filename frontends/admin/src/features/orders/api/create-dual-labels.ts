/** @module `POST /api/shipping/create-dual-labels/{id}`: a return and an outbound label together. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { invalidateOrderQueries } from "../../../shared/orders/order-keys.ts";

export const createDualLabels = (id: number) => unwrap(api.shipping["create-dual-labels"][":id"].$post({ param: { id: String(id) } }));

export function useCreateDualLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDualLabels,
    onSuccess: (labels) => {
      toast({
        title: "Dual shipping labels created",
        description: labels.returnLabel.testLabel
          ? "Return and outbound test labels are ready (not valid for postage)."
          : "Return and outbound labels are ready.",
      });
      return invalidateOrderQueries(queryClient);
    },
    onError: (error) => {
      toast({ title: "Error creating dual labels", description: describeError(error, "Failed to create dual shipping labels"), variant: "destructive" });
    },
  });
}
