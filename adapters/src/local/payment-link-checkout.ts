/**
 * @module The checkout that needs no account: the owner's payment link for
 * the order's service, with the amount due filled in (and, on a Stripe
 * Payment Link, the order as client_reference_id). Without STRIPE_SECRET_KEY
 * this is where the status page's Pay button leads.
 */
import { orderPaymentUrl, type PaymentSetting } from "@stringing/core/orders/payment-link";
import type { CheckoutFailure, CheckoutRequest, CheckoutSession, CheckoutSessions } from "@stringing/core/ports/checkout-sessions.port";
import { err, ok, type Result } from "@stringing/core/shared/result";

export class PaymentLinkCheckout implements CheckoutSessions {
  readonly provider = "payment_link";

  constructor(private readonly paymentSettings: () => Promise<readonly PaymentSetting[]>) {}

  async start(request: CheckoutRequest): Promise<Result<CheckoutSession, CheckoutFailure>> {
    const url = orderPaymentUrl(
      { id: request.orderId, serviceName: request.serviceName, servicePrice: request.amountCents, email: request.customerEmail },
      await this.paymentSettings(),
    );
    return url === null
      ? err({ reason: "no_payment_link", message: `No payment link is set for "${request.serviceName}" yet (or it is still the placeholder).` })
      : ok({ url });
  }
}
