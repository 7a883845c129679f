/**
 * @module Buying the outbound label (issue 14): the carrier's rates for the
 * order's parcel, cheapest first and preselected; the admin may pick another
 * and buys. Without Shippo the built-in carrier offers free test labels, and
 * says so. A refusal (an address the carrier cannot find, no rates, the
 * carrier away) shows as one message.
 */
import { useState } from "react";
import { formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { SelectField } from "@stringing/ui/components/select-field";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useBuyOutboundLabel } from "../api/create-outbound-label.ts";
import { useLabelRates } from "../api/label-rates.ts";
import * as styles from "./orders.css.ts";

export function OutboundRatesDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const rates = useLabelRates(orderId, "outbound");
  const buy = useBuyOutboundLabel();
  const [picked, setPicked] = useState<string | null>(null);
  const rateId = picked ?? rates.data?.selectedRateId ?? null;
  const options = (rates.data?.rates ?? []).map((rate, index) => ({
    value: rate.id,
    label: `${rate.carrier} ${rate.service} · ${formatCents(rate.amount)}${rate.estimatedDays ? ` · ${rate.estimatedDays} days` : ""}${index === 0 ? " (cheapest)" : ""}`,
  }));
  return (
    <ModalDialog
      title={`Outbound label for order #${orderId}`}
      description="The strung head goes back to the customer."
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button isDisabled={!rateId || buy.isPending} onPress={() => rateId && buy.mutate({ id: orderId, rateId }, { onSuccess: onClose })}>
            {buy.isPending ? "Buying..." : rates.data?.testLabels ? "Create Test Label" : "Buy Label"}
          </Button>
        </>
      }
    >
      <div className={styles.detailsSection}>
        {rates.isPending ? (
          <Spinner label="Loading rates" />
        ) : rates.isError ? (
          <p role="alert">{describeError(rates.error, "The rates could not be loaded.")}</p>
        ) : (
          <>
            {rates.data.testLabels ? (
              <p className={styles.sectionText}>
                <Badge tone="yellow">Test label</Badge> {rates.data.provider === "shippo" ? "Shippo test key: " : "No Shippo key: "}
                the label is not valid for postage.
              </p>
            ) : null}
            <SelectField label="Rate" options={options} value={rateId} onChange={setPicked} description="Cheapest first; the cheapest is preselected." />
          </>
        )}
        {buy.isError ? <p role="alert">{describeError(buy.error, "The label could not be bought.")}</p> : null}
      </div>
    </ModalDialog>
  );
}
