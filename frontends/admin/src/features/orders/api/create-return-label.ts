/** @module `POST /api/shipping/create-return-label/{id}`: the label that brings the head in. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import type { CreateLabelResult } from "./create-label.ts";
import { invalidateOrderQueries } from "./order-query-keys.ts";

export const createReturnLabel = (id: number) => sendJson<CreateLabelResult>("POST", `/api/shipping/create-return-label/${id}`);

export function useCreateReturnLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturnLabel,
    onSuccess: (label) => {
      toast({ title: "Return label created", description: `Tracking number ${label.trackingNumber}` });
      return invalidateOrderQueries(queryClient);
    },
    onError: (error) => {
      toast({ title: "Error creating return label", description: describeError(error, "Failed to create return label"), variant: "destructive" });
    },
  });
}
