import { queueReturnLabelMails } from "../../mail/order-mail-triggers.ts";
import type { Subscriber } from "../subscriber.ts";

/** Each return label stored is mailed to the customer, once per label: a label id is new with its row, so a voided label's replacement is mailed too. */
export const returnLabelMail: Subscriber = async (event, effects) => {
  if (event.type === "label.created" && event.kind === "return") await queueReturnLabelMails(effects, event.orderId, [event.labelId]);
};
