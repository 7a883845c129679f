/**
 * @module Buying the labels the owner chose in the buy-label dialog, through
 * the route for that choice (create-outbound-label.ts, create-return-label.ts,
 * create-dual-labels.ts), with the toasts of docs/rules/admin.md, Orders, and every
 * order query refreshed after (the lists, the order's page, its labels).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import type { LabelChoice, QuotedKind } from "../label-purchase.ts";
import { invalidateOrderQueries } from "../order-keys.ts";
import { createDualLabels } from "./create-dual-labels.ts";
import { createOutboundLabel } from "./create-outbound-label.ts";
import { createReturnLabel } from "./create-return-label.ts";

export type LabelPurchase = { orderId: number; choice: LabelChoice; rateIds: Partial<Record<QuotedKind, string>> };

/** A label as bought (docs/rules/shipping.md, Labels: the label result). */
export type BoughtLabel = Awaited<ReturnType<typeof createDualLabels>>["returnLabel"];

/** The labels bought, the return label first. */
export async function buyLabels({ orderId, choice, rateIds }: LabelPurchase): Promise<BoughtLabel[]> {
  switch (choice) {
    case "outbound":
      return [await createOutboundLabel({ id: orderId, rateId: rateIds.outbound })];
    case "return":
      return [await createReturnLabel({ id: orderId, rateId: rateIds.return })];
    case "both": {
      const { returnLabel, outboundLabel } = await createDualLabels({ id: orderId, returnRateId: rateIds.return, outboundRateId: rateIds.outbound });
      return [returnLabel, outboundLabel];
    }
  }
}

const SUCCESS_TITLES: Record<LabelChoice, string> = {
  outbound: "Outbound label created",
  return: "Return label created",
  both: "Dual shipping labels created",
};

const ERROR_TEXT: Record<LabelChoice, { title: string; fallback: string }> = {
  outbound: { title: "Error creating outbound label", fallback: "Failed to create outbound label" },
  return: { title: "Error creating return label", fallback: "Failed to create return label" },
  both: { title: "Error creating dual labels", fallback: "Failed to create dual shipping labels" },
};

export function useBuyLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyLabels,
    onSuccess: (labels, { choice }) => {
      const test = labels.some((label) => label.testLabel);
      toast({
        title: test ? `${SUCCESS_TITLES[choice]} (test label${labels.length > 1 ? "s" : ""})` : SUCCESS_TITLES[choice],
        description: `Tracking number ${labels.map((label) => label.trackingNumber).join(" and ")}`,
      });
      return invalidateOrderQueries(queryClient);
    },
    onError: (error, { choice }) => {
      toast({ title: ERROR_TEXT[choice].title, description: describeError(error, ERROR_TEXT[choice].fallback), variant: "destructive" });
    },
  });
}
