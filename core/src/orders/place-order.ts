import { INTAKE_ORDER_MAILS, queueOrderMails } from "../mail/order-mail-triggers.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { NewCustomerOrder, OrderIntake, OrderIntakeUnit } from "../ports/order-intake.port.ts";
import { conflict, invalid } from "../shared/errors.ts";
import { isHoneypotFilled } from "../shared/honeypot.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { buildAdditionalRequests, formatShippingAddress } from "./additional-requests.ts";
import { isWithdrawnService, SERVICE_NOT_OFFERED } from "./offered-services.ts";
import { orderAmountCents } from "./order-amount.ts";
import type { OrderForm } from "./order-form.ts";
import { orderPaymentUrl } from "./payment-link.ts";
import { decoyTrackingToken, statusPathFor } from "./tracking-token.ts";

export type PlaceOrderDeps = { intake: OrderIntake; clock: Clock };

/** `siteOrigin`: where the links of the order's mails point (PUBLIC_URL, else the request's origin); the configured one when omitted. */
export type PlaceOrderInput = { form: OrderForm; idempotencyKey?: string | undefined; siteOrigin?: string | undefined };

/** `statusPath` is /track/<token>; the API answers it as an absolute `statusUrl`. */
export type PlacedOrder = { id: number; paymentUrl: string | null; statusPath: string };

/** `replayed` is true when an earlier request with the same Idempotency-Key answered. */
export type PlaceOrderResult = { status: number; body: PlacedOrder; replayed: boolean };

export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different order";

/** The stored order derived from the form (public spec §3 order payload; the amount is the server's); the intake makes it the customer's. */
export function orderFromForm(form: OrderForm, servicePrice: number): NewCustomerOrder {
  return {
    customerName: `${form.firstName} ${form.lastName}`,
    customerEmail: form.customerEmail,
    serviceName: form.serviceType,
    servicePrice,
    meshType: form.meshOption,
    meshColor: null,
    stringType: form.stringOption,
    stringColor: null,
    additionalRequests: buildAdditionalRequests({
      headType: form.headType,
      headColor: form.headColor,
      position: form.position,
      pocketPreference: form.pocketPreference,
      meshOption: form.meshOption,
      stringOption: form.stringOption,
      phone: form.customerPhone,
      contactPreference: form.contactPreference,
      shippingAddress: formatShippingAddress({
        address: form.shippingAddress,
        city: form.shippingCity,
        state: form.shippingState,
        zip: form.shippingZip,
        country: form.shippingCountry,
      }),
      stringerNotes: form.stringerNotes,
      howHeardAboutUs: form.howHeardAboutUs,
      emailOptIn: form.emailOptIn,
    }),
    status: "pending",
    shippingInfo: {
      address: form.shippingAddress,
      city: form.shippingCity,
      state: form.shippingState,
      zip: form.shippingZip,
      country: form.shippingCountry,
      phone: form.customerPhone,
      contactPreference: form.contactPreference,
    },
  };
}

/**
 * What a bot that filled the honeypot is told: the id the next order would
 * get, the payment link this one would have had and a status page URL
 * shaped like a real one, so the answer looks like every other, while
 * nothing is written.
 */
async function decoyOrder(unit: OrderIntakeUnit, form: OrderForm): Promise<PlacedOrder> {
  const servicePrice = orderAmountCents(form, await unit.services());
  const id = await unit.nextOrderId();
  const paymentUrl = orderPaymentUrl({ id, serviceName: form.serviceType, servicePrice, email: form.customerEmail }, await unit.paymentSettings());
  return { id, paymentUrl, statusPath: statusPathFor(decoyTrackingToken()) };
}

/** A stored answer from before status pages existed gets its order's status path. */
async function replayedBody(unit: OrderIntakeUnit, body: unknown): Promise<PlacedOrder> {
  const placed = body as PlacedOrder;
  if (typeof placed.statusPath === "string") return placed;
  const token = await unit.trackingTokenOf(placed.id);
  return { ...placed, statusPath: token ? statusPathFor(token) : statusPathFor(decoyTrackingToken()) };
}

/** Canonical text of a request, so a reused Idempotency-Key can be told apart from a retry. */
const describeRequest = (form: OrderForm) => JSON.stringify(Object.fromEntries(Object.entries(form).sort(([a], [b]) => a.localeCompare(b))));

/**
 * Contract, order intake: in one transaction, price the order, upsert the
 * customer by e-mail, subscribe the address on opt-in, store the order with
 * its `created` event and its mails (the customer's order-received, the
 * owner's new-order, each a job with its `mail_queued` event) and answer
 * `{id, paymentUrl, statusPath}`. With an Idempotency-Key, a retry answers the
 * first response; the key reused for another order is a conflict (409).
 * A filled honeypot gets the answer a real order would, and nothing else.
 * A service the owner hid is refused (400), as the form no longer offers it.
 */
export const placeOrder =
  (deps: PlaceOrderDeps) =>
  (input: PlaceOrderInput): Promise<Result<PlaceOrderResult>> =>
    deps.intake.inTransaction(
      async (unit) => {
        const { form, idempotencyKey } = input;
        if (isHoneypotFilled(form.website)) return ok({ status: 201, body: await decoyOrder(unit, form), replayed: false });
        // Independent reads are sent together: the store may pipeline them in one round trip.
        const [services, paymentSettings] = await Promise.all([unit.services(), unit.paymentSettings()]);
        // Refused before the key is claimed, so a refusal leaves nothing behind.
        if (isWithdrawnService(services, form.serviceType)) return err(invalid(SERVICE_NOT_OFFERED, { serviceType: SERVICE_NOT_OFFERED }));
        if (idempotencyKey) {
          const claim = await unit.claimIdempotencyKey(idempotencyKey, describeRequest(form));
          if (!claim.claimed) {
            if (!claim.sameRequest) return err(conflict(IDEMPOTENCY_KEY_REUSED));
            return ok({ status: claim.status, body: await replayedBody(unit, claim.body), replayed: true });
          }
        }
        const amount = orderAmountCents(form, services);
        const customerName = `${form.firstName} ${form.lastName}`;
        // Customers and subscribers are keyed by the lower-cased address, as every other writer stores them,
        // so the unique keys catch every duplicate; the order itself keeps the address as typed.
        const customerEmail = form.customerEmail.trim().toLowerCase();
        // Independent writes are sent together too.
        const [{ id, trackingToken }] = await Promise.all([
          unit.insertCustomerOrder(
            {
              name: customerName,
              email: customerEmail,
              phone: form.customerPhone,
              position: form.position,
              shippingAddress: form.shippingAddress,
              shippingCity: form.shippingCity,
              shippingState: form.shippingState,
              shippingZip: form.shippingZip,
              shippingCountry: form.shippingCountry,
              preferredPocket: form.pocketPreference,
              preferredMesh: form.meshOption,
              preferredThread: form.stringOption,
            },
            deps.clock.now(),
            orderFromForm(form, amount),
          ),
          form.emailOptIn ? unit.subscribe(customerEmail, customerName) : undefined,
        ]);
        await queueOrderMails(unit, id, INTAKE_ORDER_MAILS, [{ type: "created", actor: "customer", data: {} }]);
        const paymentUrl = orderPaymentUrl({ id, serviceName: form.serviceType, servicePrice: amount, email: form.customerEmail }, paymentSettings);
        const body: PlacedOrder = { id, paymentUrl, statusPath: statusPathFor(trackingToken) };
        if (idempotencyKey) await unit.saveIdempotentResponse(idempotencyKey, 201, body);
        return ok({ status: 201, body, replayed: false });
      },
      { siteOrigin: input.siteOrigin },
    );
