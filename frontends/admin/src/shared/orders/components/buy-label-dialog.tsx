/**
 * @module The one way to buy an order's labels (issue 32, item 2), from the
 * Shipping tab and from the order's labels panel. The owner chooses the
 * label (outbound, return or both), sees the carrier's rates with prices
 * (the cheapest preselected; for both, each label's rate and the total),
 * is warned of an order not fully paid or not yet strung, and confirms a
 * question naming the cost before anything is bought. After buying, the
 * labels' PDFs are linked. Without Shippo the built-in carrier draws test
 * labels for $0.00, and says so.
 */
import { useEffect, useRef, useState } from "react";
import { Label, RadioButton, RadioField, RadioGroup, Text } from "react-aria-components";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { type BoughtLabel, useBuyLabel } from "../api/buy-label.ts";
import { useOrder } from "../api/get-order.ts";
import { type LabelRates, useLabelRates } from "../api/label-rates.ts";
import { isLabelChoice, LABEL_CHOICES, type LabelChoice, labelPurchaseWarnings, purchaseQuestion, type QuotedKind, quotedKinds } from "../label-purchase.ts";
import type { Order } from "../order.ts";
import * as styles from "./buy-label-dialog.css.ts";

type Rate = LabelRates["rates"][number];

const KIND_NAMES: Record<QuotedKind, string> = { outbound: "Outbound", return: "Return" };

/** "USPS Ground Advantage" once, not "USPS USPS Ground Advantage". */
const rateName = (rate: Rate) => (rate.service.startsWith(rate.carrier.split(" ")[0] ?? "") ? rate.service : `${rate.carrier} ${rate.service}`);

/** "· $7.58 · 5 days · cheapest": what follows the rate's name. */
const rateDetail = (rate: Rate, cheapest: boolean) =>
  [formatCents(rate.amount), rate.estimatedDays ? `${rate.estimatedDays} ${rate.estimatedDays === 1 ? "day" : "days"}` : null, cheapest ? "cheapest" : null]
    .filter(Boolean)
    .map((part) => `· ${part}`)
    .join(" ");

function RateChoice({ kind, rates, value, onChange }: { kind: QuotedKind; rates: LabelRates; value: string; onChange: (id: string) => void }) {
  return (
    <RadioGroup className={styles.group} value={value} onChange={onChange}>
      <Label className={styles.groupLabel}>{KIND_NAMES[kind]} label rate</Label>
      <div className={styles.options}>
        {rates.rates.map((rate, index) => (
          <RadioField key={rate.id} value={rate.id} className={styles.option}>
            <RadioButton className={styles.optionButton}>
              <span>
                <span className={styles.optionName}>{rateName(rate)}</span> <span className={styles.rateDetail}>{rateDetail(rate, index === 0)}</span>
              </span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}

function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className={styles.warning} role="note" aria-label="Before you buy">
      <strong>Before you buy:</strong>
      <ul className={styles.warningList}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

type Step = "choose" | "confirm" | "done";

/**
 * `initialOrder`: the row the opener already shows; the order is read again
 * as the dialog opens, so the warnings speak of the order as it is now.
 */
export function BuyLabelDialog({
  orderId,
  initialOrder,
  initialChoice = "outbound",
  onClose,
}: {
  orderId: number;
  initialOrder?: Order | undefined;
  initialChoice?: LabelChoice;
  onClose: () => void;
}) {
  const order = useOrder(orderId, initialOrder).data;
  const [choice, setChoice] = useState<LabelChoice>(initialChoice);
  const [picked, setPicked] = useState<Partial<Record<QuotedKind, string>>>({});
  const [step, setStep] = useState<Step>("choose");
  const [bought, setBought] = useState<BoughtLabel[]>([]);
  const kinds = quotedKinds(choice);
  const quotes: Record<QuotedKind, ReturnType<typeof useLabelRates>> = {
    return: useLabelRates(orderId, "return", { enabled: kinds.includes("return") }),
    outbound: useLabelRates(orderId, "outbound", { enabled: kinds.includes("outbound") }),
  };
  const buy = useBuyLabel();

  const chosen = kinds.map((kind) => {
    const data = quotes[kind].data;
    const id = picked[kind] ?? data?.selectedRateId;
    return { kind, rate: data?.rates.find((rate) => rate.id === id) };
  });
  const ready = chosen.every((c) => c.rate !== undefined);
  const total = chosen.reduce((sum, c) => sum + (c.rate?.amount ?? 0), 0);
  const testLabels = kinds.some((kind) => quotes[kind].data?.testLabels);
  const warnings = order ? labelPurchaseWarnings({ status: order.status as OrderStatus, paymentStatus: order.paymentStatus as PaymentStatus }, choice) : [];
  const plural = kinds.length > 1;

  // Each step's first words take focus, so a screen reader reads the question or the result when it appears.
  const stepStart = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (step !== "choose") stepStart.current?.focus();
  }, [step]);

  const confirm = () => {
    const rateIds = Object.fromEntries(chosen.map((c) => [c.kind, c.rate?.id]));
    buy.mutate(
      { orderId, choice, rateIds },
      {
        onSuccess: (labels) => {
          setBought(labels);
          setStep("done");
        },
      },
    );
  };

  const buyText = testLabels ? `Create Test Label${plural ? "s" : ""}` : `Buy Label${plural ? "s" : ""}`;
  const footer =
    step === "choose" ? (
      <>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button isDisabled={!ready || !order} onPress={() => setStep("confirm")}>
          Continue
        </Button>
      </>
    ) : step === "confirm" ? (
      <>
        <Button variant="secondary" isDisabled={buy.isPending} onPress={() => setStep("choose")}>
          Back
        </Button>
        <Button isDisabled={buy.isPending || !ready} onPress={confirm}>
          {buy.isPending ? (testLabels ? "Creating..." : "Buying...") : buyText}
        </Button>
      </>
    ) : (
      <Button onPress={onClose}>Done</Button>
    );

  return (
    <ModalDialog
      title={`Create Label for order #${orderId}`}
      size="md"
      isDismissable={!buy.isPending}
      onClose={() => {
        if (!buy.isPending) onClose();
      }}
      footer={footer}
    >
      <div className={styles.body}>
        {step === "choose" ? (
          <>
            <RadioGroup
              className={styles.group}
              value={choice}
              onChange={(value) => {
                if (isLabelChoice(value)) setChoice(value);
              }}
            >
              <Label className={styles.groupLabel}>Label</Label>
              <div className={styles.options}>
                {LABEL_CHOICES.map((option) => (
                  <RadioField key={option.value} value={option.value} className={styles.option}>
                    <RadioButton className={`${styles.optionButton} ${styles.optionName}`}>{option.label}</RadioButton>
                    <Text slot="description" className={styles.optionDetail}>
                      {option.description}
                    </Text>
                  </RadioField>
                ))}
              </div>
            </RadioGroup>
            <Warnings warnings={warnings} />
            {testLabels ? (
              <p className={styles.muted}>
                <Badge tone="yellow">Test label</Badge>{" "}
                {quotes[kinds[0]!].data?.provider === "shippo"
                  ? "Shippo test key: the rates are quoted but not charged, and the labels are not valid for postage."
                  : "No Shippo key: test labels cost $0.00 and are not valid for postage."}
              </p>
            ) : null}
            {kinds.map((kind) => {
              const quote = quotes[kind];
              if (quote.isPending) return <Spinner key={kind} label={`Loading ${KIND_NAMES[kind].toLowerCase()} label rates`} />;
              if (quote.isError) {
                return (
                  <p key={kind} role="alert" className={styles.error}>
                    {describeError(quote.error, "The rates could not be loaded.")}
                  </p>
                );
              }
              return (
                <RateChoice
                  key={kind}
                  kind={kind}
                  rates={quote.data}
                  value={picked[kind] ?? quote.data.selectedRateId}
                  onChange={(id) => setPicked((current) => ({ ...current, [kind]: id }))}
                />
              );
            })}
            {plural && ready ? <p className={styles.total}>Total: {formatCents(total)}</p> : null}
          </>
        ) : step === "confirm" ? (
          <>
            <p ref={stepStart} tabIndex={-1} className={styles.question}>
              {purchaseQuestion(choice, total, testLabels)}
            </p>
            <ul className={styles.summary} aria-label="Labels to buy">
              {chosen.map(({ kind, rate }) =>
                rate ? (
                  <li key={kind}>
                    {KIND_NAMES[kind]} label: {rateName(rate)}, {formatCents(rate.amount)}
                  </li>
                ) : null,
              )}
            </ul>
            <Warnings warnings={warnings} />
            {buy.isError ? (
              <p role="alert" className={styles.error}>
                {describeError(buy.error, "The label could not be bought.")}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p ref={stepStart} tabIndex={-1} className={styles.question}>
              {plural ? "Labels created." : "Label created."}
            </p>
            <ul className={styles.summary} aria-label="Labels created">
              {bought.map((label) => (
                <li key={label.id}>
                  {KIND_NAMES[label.kind as QuotedKind] ?? label.kind} label, tracking number {label.trackingNumber}
                  {label.testLabel ? " (test label)" : ""}:{" "}
                  <a href={label.labelUrl} target="_blank" rel="noopener noreferrer">
                    Open the {(KIND_NAMES[label.kind as QuotedKind] ?? label.kind).toLowerCase()} label PDF
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
