import { INTAKE_ORDER_MAILS, intakeMails } from "../mail/order-mail-triggers.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { CustomerProfile, KeyedAnswer, NewCustomerOrder, OrderIntake } from "../ports/order-intake.port.ts";
import { conflict, invalid } from "../shared/errors.ts";
import { isHoneypotFilled } from "../shared/honeypot.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { buildAdditionalRequests, formatShippingAddress } from "./additional-requests.ts";
import { isWithdrawnService, SERVICE_NOT_OFFERED } from "./offered-services.ts";
import { orderAmountCents } from "./order-amount.ts";
import type { OrderForm } from "./order-form.ts";
import { orderPaymentUrl } from "./payment-link.ts";
import { newTrackingToken, statusPathFor } from "./tracking-token.ts";

export type PlaceOrderDeps = { intake: OrderIntake; clock: Clock };

/**
 * `siteOrigin`: where the links of the order's mails point (PUBLIC_URL, else the request's origin); the configured one when omitted.
 * `reorder`: an admin placing the order again from an earlier one (reorder.ts): the `created` event names them and that order (`data.from`).
 */
export type PlaceOrderInput = {
  form: OrderForm;
  idempotencyKey?: string | undefined;
  siteOrigin?: string | undefined;
  reorder?: { from: number; actor: string } | undefined;
};

/** `statusPath` is /track/<token>; the API answers it as an absolute `statusUrl`. */
export type PlacedOrder = { id: number; paymentUrl: string | null; statusPath: string };

/** `replayed` is true when an earlier request with the same Idempotency-Key answered. */
export type PlaceOrderResult = { status: number; body: PlacedOrder; replayed: boolean };

export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different order";

/** The stored order derived from the form (docs/rules/order-form.md, The stored order; the amount is the server's); the intake makes it the customer's. */
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
    pocket: form.pocket,
  };
}

/**
 * What a bot that filled the honeypot is told: the id the next order would
 * get, the payment link this one would have had and a status page URL
 * shaped like a real one, so the answer looks like every other, while
 * nothing is written.
 */
async function decoyOrder(intake: OrderIntake, form: OrderForm): Promise<PlacedOrder> {
  const { services, paymentSettings, nextOrderId: id } = await intake.preview();
  const servicePrice = orderAmountCents(form, services);
  const paymentUrl = orderPaymentUrl({ id, serviceName: form.serviceType, servicePrice, email: form.customerEmail }, paymentSettings);
  return { id, paymentUrl, statusPath: statusPathFor(newTrackingToken()) };
}

/** A key used before: its first answer again (a stored answer from before status pages gets its order's), or a conflict for another order. */
async function replay(intake: OrderIntake, answer: KeyedAnswer): Promise<Result<PlaceOrderResult>> {
  if (!answer.sameRequest) return err(conflict(IDEMPOTENCY_KEY_REUSED));
  const placed = answer.body as PlacedOrder;
  if (typeof placed.statusPath === "string") return ok({ status: answer.status, body: placed, replayed: true });
  const token = await intake.trackingTokenOf(placed.id);
  return ok({ status: answer.status, body: { ...placed, statusPath: statusPathFor(token ?? newTrackingToken()) }, replayed: true });
}

/** Canonical text of a request, so a reused Idempotency-Key can be told apart from a retry. */
const describeRequest = (form: OrderForm) => JSON.stringify(Object.fromEntries(Object.entries(form).sort(([a], [b]) => a.localeCompare(b))));

/** The customer's profile from the form, keyed by the lower-cased address as every other writer stores it, so the unique key catches every duplicate. */
const customerFromForm = (form: OrderForm): CustomerProfile => ({
  name: `${form.firstName} ${form.lastName}`,
  email: form.customerEmail.trim().toLowerCase(),
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
});

/**
 * docs/rules/orders.md, Placing an order: price the order, upsert the customer by e-mail,
 * subscribe the address on opt-in, store the order with its `created` event
 * and its mails (the customer's order-received, the owner's new-order, each
 * a job with its `mail_queued` event), all at once, and answer `{id,
 * paymentUrl, statusPath}`. With an Idempotency-Key, a retry answers the
 * first response; the key reused for another order is a conflict (409).
 * A filled honeypot gets the answer a real order would, and nothing else.
 * A service the owner hid is refused (400), as the form no longer offers it.
 *
 * The intake is decided between one read (the catalogue and a new id) and
 * one write (everything the order stores): two statements an order.
 */
export const placeOrder =
  (deps: PlaceOrderDeps) =>
  async (input: PlaceOrderInput): Promise<Result<PlaceOrderResult>> => {
    const { intake } = deps;
    const { form, idempotencyKey } = input;
    if (isHoneypotFilled(form.website)) return ok({ status: 201, body: await decoyOrder(intake, form), replayed: false });
    const keyed = idempotencyKey ? { key: idempotencyKey, request: describeRequest(form) } : undefined;
    const start = await intake.start(keyed);
    if (start.kind === "answered") return replay(intake, start.answer);
    const { orderId: id, services, paymentSettings } = start;
    // Refused before anything is written, so a refusal leaves nothing behind, the key included.
    if (isWithdrawnService(services, form.serviceType)) return err(invalid(SERVICE_NOT_OFFERED, { serviceType: SERVICE_NOT_OFFERED }));
    const amount = orderAmountCents(form, services);
    const customer = customerFromForm(form);
    const trackingToken = newTrackingToken();
    const siteOrigin = input.siteOrigin ?? intake.mailOrigin;
    const { mails, events } = intakeMails(id, INTAKE_ORDER_MAILS, siteOrigin, intake.newJobIds(INTAKE_ORDER_MAILS.length), [
      input.reorder ? { type: "created", actor: input.reorder.actor, data: { from: input.reorder.from } } : { type: "created", actor: "customer", data: {} },
    ]);
    const paymentUrl = orderPaymentUrl({ id, serviceName: form.serviceType, servicePrice: amount, email: form.customerEmail }, paymentSettings);
    const body: PlacedOrder = { id, paymentUrl, statusPath: statusPathFor(trackingToken) };
    const outcome = await intake.store({
      ...(keyed ? { key: { ...keyed, status: 201, body } } : {}),
      customer,
      orderedAt: deps.clock.now(),
      // The order itself keeps the address as typed.
      order: { ...orderFromForm(form, amount), id, trackingToken },
      ...(form.emailOptIn ? { subscriber: { email: customer.email, name: customer.name } } : {}),
      events,
      mails,
    });
    if (!outcome.stored) return replay(intake, outcome.answer);
    return ok({ status: 201, body, replayed: false });
  };
