/** @module `POST /api/shipping/create-dual-labels/{id}`: a return and an outbound label together. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import type { ApiLabelResult, ApiOrder } from "./order-types.ts";
import { invalidateOrderQueries } from "./order-query-keys.ts";

export interface DualLabelsResult {
  returnLabel: ApiLabelResult;
  outboundLabel: ApiLabelResult;
  order: ApiOrder;
}

export const createDualLabels = (id: number) => sendJson<DualLabelsResult>("POST", `/api/shipping/create-dual-labels/${id}`);

export function useCreateDualLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDualLabels,
    onSuccess: () => {
      toast({ title: "Dual shipping labels created", description: "Return and outbound labels are ready." });
      return invalidateOrderQueries(queryClient);
    },
    onError: (error) => {
      toast({ title: "Error creating dual labels", description: describeError(error, "Failed to create dual shipping labels"), variant: "destructive" });
    },
  });
}
