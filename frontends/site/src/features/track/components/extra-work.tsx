/**
 * @module "Extra work" on the status page (docs/rules/payments.md, Extra
 * work): each charge the owner proposed, its amount and where it stands; a
 * proposed one with Approve and Decline, each asked once more in place
 * ("Approve New head for $15.00?" Confirm / Cancel) before it is sent. The
 * page is read again after each answer, so the balance follows; a refused
 * answer (already decided, withdrawn meanwhile) shows the server's words.
 */
import { useId, useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { describeError } from "@stringing/ui/error-message";
import { formatCents } from "@stringing/core/shared/money";
import { type ChargeDecision, useAnswerCharge } from "../api/answer-charge.ts";
import type { OrderStatusData } from "../api/get-order-status.ts";
import * as styles from "./extra-work.css.ts";
import * as cardStyles from "./order-status-view.css.ts";

type Charge = OrderStatusData["charges"][number];

const STATE_WORDS: Record<string, string> = {
  proposed: "Waiting for your answer",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn by the shop",
};

const stateWords = (status: string): string => STATE_WORDS[status] ?? status;

/** `token`: the page's key, which answering needs; without it the charges are listed without buttons. */
export function ExtraWork({ charges, token }: { charges: readonly Charge[]; token?: string | undefined }) {
  return (
    <section className={cardStyles.card} aria-labelledby="extra-work-heading">
      <h2 id="extra-work-heading" className={cardStyles.cardTitle}>
        Extra work
      </h2>
      <ul className={styles.list}>
        {charges.map((charge) => (
          <ChargeItem key={charge.id} charge={charge} token={token} />
        ))}
      </ul>
    </section>
  );
}

/** The answer's outcome lives here, not in the buttons: once the page is read again a refused or sent answer has no buttons left. */
function ChargeItem({ charge, token }: { charge: Charge; token?: string | undefined }) {
  const proposed = charge.status === "proposed";
  const answer = useAnswerCharge(token ?? "");
  return (
    <li className={styles.item}>
      <div className={styles.line}>
        <span className={styles.description}>{charge.description}</span>
        <span className={styles.amount}>{formatCents(charge.amount)}</span>
      </div>
      <span className={`${styles.state} ${styles.stateTone[proposed ? "proposed" : charge.status === "approved" ? "approved" : "closed"]}`}>
        {stateWords(charge.status)}
      </span>
      {proposed && token ? <Answer charge={charge} answer={answer} /> : null}
      {answer.isError ? (
        <p role="alert" className={styles.error}>
          {describeError(answer.error, "Your answer could not be sent. Please try again.")}
        </p>
      ) : null}
    </li>
  );
}

function Answer({ charge, answer }: { charge: Charge; answer: ReturnType<typeof useAnswerCharge> }) {
  const [asking, setAsking] = useState<ChargeDecision | null>(null);
  const approveId = useId();
  const declineId = useId();

  const ask = (decision: ChargeDecision) => {
    answer.reset();
    setAsking(decision);
  };
  const cancel = () => {
    const back = asking === "decline" ? declineId : approveId;
    setAsking(null);
    // Back to the button that asked, once it is on the page again.
    requestAnimationFrame(() => document.getElementById(back)?.focus());
  };
  const confirm = () => {
    if (!asking) return;
    const back = asking === "decline" ? declineId : approveId;
    answer.mutate(
      { chargeId: charge.id, decision: asking },
      {
        onSettled: () => setAsking(null),
        // Refused while still proposed (a failure, not a decision): back to the button, the words read out beside it.
        onError: () => requestAnimationFrame(() => document.getElementById(back)?.focus()),
      },
    );
  };

  const amount = formatCents(charge.amount);
  return (
    <div className={styles.answer}>
      {asking ? (
        <fieldset className={styles.confirm}>
          <legend className={styles.question}>
            {asking === "approve" ? `Approve ${charge.description} for ${amount}?` : `Decline ${charge.description} for ${amount}?`}
          </legend>
          <div className={styles.buttons}>
            <Button variant={asking === "approve" ? "primary" : "secondary"} onPress={confirm} isDisabled={answer.isPending} autoFocus>
              {answer.isPending ? "Sending…" : "Confirm"}
            </Button>
            <Button variant="secondary" onPress={cancel} isDisabled={answer.isPending}>
              Cancel
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className={styles.buttons}>
          <Button id={approveId} onPress={() => ask("approve")} aria-label={`Approve ${charge.description}`}>
            Approve
          </Button>
          <Button id={declineId} variant="secondary" onPress={() => ask("decline")} aria-label={`Decline ${charge.description}`}>
            Decline
          </Button>
        </div>
      )}
    </div>
  );
}
