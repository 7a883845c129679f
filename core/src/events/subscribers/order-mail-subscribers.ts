import type { Subscriber } from "../subscriber.ts";
import { chargeProposedMail } from "./charge-proposed-mail.ts";
import { headReceivedMail } from "./head-received-mail.ts";
import { paymentReceivedMail } from "./payment-received-mail.ts";
import { returnLabelMail } from "./return-label-mail.ts";
import { shippedMail } from "./shipped-mail.ts";

/** The customer's mails about an order after intake (docs/decisions/0014), in the order a change that calls for several queues them. */
export const orderMailSubscribers: readonly Subscriber[] = [paymentReceivedMail, headReceivedMail, shippedMail, returnLabelMail, chargeProposedMail];
