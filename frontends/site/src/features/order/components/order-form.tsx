/**
 * @module The custom order form (docs/rules/order-form.md): every field,
 * default and option it lists, checked with core's schema before it is
 * sent; the chosen service's price and the total as the server will compute
 * them; "Submitting Order..." while sending; on success a toast, the payment
 * link in a new tab 2 s later when there is one and an amount to pay, and
 * the confirmation in the form's place (order number, summary, amount, next
 * steps, the payment and status page links) until the visitor leaves or
 * starts another order; on failure the server's message in a toast and its
 * field errors on the fields, with nothing typed lost. A service card's
 * "Order Now" (lib/chosen-service.ts) selects its service here; a status
 * page's "Order this pocket again" (use-order-again.ts) fills the pocket.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Controller, type FieldPath, get, useWatch } from "react-hook-form";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { SvgIcon } from "@stringing/ui/components/icons/svg-icon";
import { PocketDetailsFields } from "@stringing/ui/components/pocket-details-fields";
import { pocketCheck, pocketFieldNames, pocketInput } from "@stringing/ui/pocket-form";
import { fieldProps, focusField, showServerErrors, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { findByServiceName } from "@stringing/core/orders/order-amount";
import { CONTACT_PREFERENCES, MESH_OPTIONS, orderFormSchema, POCKET_OPTIONS, POSITION_OPTIONS, STRING_OPTIONS } from "@stringing/core/orders/order-form";
import { pocketDetailsSchema, pocketLines } from "@stringing/core/orders/pocket-details";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { HoneypotField, honeypotValue } from "../../../components/ui/honeypot-field.tsx";
import { RadioField } from "../../../components/ui/radio-field.tsx";
import { SelectField, type SelectOption } from "@stringing/ui/components/select-field";
import { TextAreaField } from "@stringing/ui/components/text-area-field";
import { useCreateOrder, type CreatedOrder } from "../api/create-order.ts";
import { useServiceTypes } from "../api/get-payment-settings.ts";
import { useServicePrices } from "../api/get-service-prices.ts";
import { onServiceChosen } from "../../../lib/chosen-service.ts";
import { orderPrice, payableUrl } from "../order-price.ts";
import { INITIAL_ORDER_VALUES, ORDER_FIELDS, orderPayload, type OrderField, type OrderFormValues } from "../order-form-values.ts";
import { keyFor, type SubmissionAttempt } from "../submission-key.ts";
import * as styles from "./order-form.css.ts";
import { OrderConfirmation, type OrderSummary } from "./order-confirmation.tsx";
import { OrderPriceBox } from "./order-price-box.tsx";
import { OrderAgainNote } from "./order-again-note.tsx";
import { useOrderAgain } from "./use-order-again.ts";

export const PAYMENT_DELAY_MS = 2000;
export const NO_SERVICE_TYPES = "No service types configured";
export const MESH_NOTE = "We do not supply mesh: please send your own. We supply only the sidewall string and shooters.";
export const POCKET_DETAILS_NOTE = "Know your pocket? Say what you can: the stringer completes whatever you leave blank.";

const options = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export function OrderForm() {
  const form = useSchemaForm<OrderFormValues, typeof orderFormSchema>(orderFormSchema, INITIAL_ORDER_VALUES, {
    toInput: (typed) => ({ ...typed, pocket: pocketInput(typed.pocket) }),
    nested: pocketCheck("pocket"),
  });
  const { control, handleSubmit, reset, setValue, setError, getValues } = form;
  const [pocketOpen, setPocketOpen] = useState(false);
  const pocketId = useId();
  const values = useWatch({ control }) as OrderFormValues;
  const [confirmed, setConfirmed] = useState<{ order: CreatedOrder; summary: OrderSummary } | null>(null);
  const [wantedService, setWantedService] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = useRef<SubmissionAttempt | null>(null);
  const inFlight = useRef(false);
  const paymentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const serviceTypes = useServiceTypes();
  const servicePrices = useServicePrices();
  const createOrder = useCreateOrder();
  const prices = servicePrices.data ?? [];
  const again = useOrderAgain(serviceTypes.data, (filled, pocket) => {
    for (const [name, value] of Object.entries(filled) as [OrderField, string][]) setValue(name, value);
    if (pocket) {
      // Part by part: the shooters are a field array, which follows a change of its own name.
      for (const [part, value] of Object.entries(pocket) as [keyof typeof pocket, string][]) setValue(`pocket.${part}`, value);
      setPocketOpen(true);
    }
  });

  useEffect(() => () => clearTimeout(paymentTimer.current), []);

  // "Order Now" on a card is a new order for that service, even from the confirmation of the last one.
  useEffect(
    () =>
      onServiceChosen((name) => {
        setConfirmed(null);
        setWantedService(name);
      }),
    [],
  );

  // The card's name is matched to an offered type once they are loaded; a service the form does not offer selects nothing.
  useEffect(() => {
    if (wantedService === null || !serviceTypes.data) return;
    const offered = findByServiceName(serviceTypes.data, (type) => type, wantedService);
    if (offered !== undefined) setValue("serviceType", offered, { shouldValidate: form.formState.isSubmitted });
    setWantedService(null);
  }, [wantedService, serviceTypes.data, setValue, form.formState.isSubmitted]);

  /** Every field's name in screen order, the pocket's parts after the stick's (the shooters as many as there are now). */
  const fieldNames = () => {
    const pocketAt = ORDER_FIELDS.indexOf("shippingAddress");
    const pocketNames = pocketFieldNames("pocket", getValues("pocket").shooters.length);
    return [...ORDER_FIELDS.slice(0, pocketAt), ...pocketNames, ...ORDER_FIELDS.slice(pocketAt)];
  };

  /** Takes the visitor to the first field to fix, opening the pocket's section when one of its parts is wrong. */
  const focusFirst = (fields: readonly string[]) => {
    if (fields.some((field) => field === "pocket" || field.startsWith("pocket."))) flushSync(() => setPocketOpen(true));
    const first = fieldNames().find((field) => fields.includes(field));
    if (first) focusField(formRef.current, first);
  };

  const onSubmit = handleSubmit(
    (data) => {
      if (inFlight.current) return;
      const payload = { ...orderPayload(data), ...(formRef.current ? honeypotValue(formRef.current) : {}) };
      const sent = getValues();
      attempt.current = keyFor(attempt.current, payload);
      inFlight.current = true;
      createOrder.mutate(
        { payload, idempotencyKey: attempt.current.key },
        {
          onSuccess: (order) => {
            attempt.current = null;
            const summary = summaryOf(sent, orderPrice(sent, prices));
            reset(INITIAL_ORDER_VALUES);
            setPocketOpen(false);
            again.dismiss();
            setConfirmed({ order, summary });
            const paymentUrl = payableUrl(order.paymentUrl, summary.price);
            // Words for what happens: the payment tab opens, or the link follows (no link yet, or no price to pay).
            const next = paymentUrl ? "Our payment page opens in a new tab." : "We will send you a payment link.";
            toast({ title: "Order submitted successfully!", description: `Order #${order.id} has been created. ${next}` });
            clearTimeout(paymentTimer.current);
            if (paymentUrl) paymentTimer.current = setTimeout(() => window.open(paymentUrl, "_blank", "noopener,noreferrer"), PAYMENT_DELAY_MS);
          },
          onError: (error) => {
            toast({ title: "Order submission failed", description: serverMessage(error) ?? "Failed to create order", variant: "destructive" });
            focusFirst(showServerErrors(error, fieldNames() as FieldPath<OrderFormValues>[], setError));
          },
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
    },
    (errors) => focusFirst(fieldNames().filter((name) => get(errors, name) !== undefined)),
  );

  const submitting = createOrder.isPending;
  const types = serviceTypes.data ?? [];
  const servicePlaceholder = serviceTypes.isPending ? "Loading service types…" : types.length === 0 ? NO_SERVICE_TYPES : "Select a service";

  const field = <Name extends OrderField>(name: Name, render: (props: ReturnType<typeof fieldProps<OrderFormValues, Name>>) => ReactNode) => (
    <div data-field={name}>
      <Controller control={control} name={name} render={({ field: bound, fieldState }) => <>{render(fieldProps(bound, fieldState))}</>} />
    </div>
  );

  const text = (
    name: Exclude<OrderField, "emailOptIn">,
    label: string,
    extra: { type?: string; autoComplete?: string; placeholder?: string; isRequired?: boolean } = {},
  ) =>
    field(name, (props) => (
      <TextField
        label={label}
        {...props}
        isRequired={extra.isRequired ?? true}
        {...(extra.type ? { type: extra.type } : {})}
        {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
        {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      />
    ));

  if (confirmed) return <OrderConfirmation order={confirmed.order} summary={confirmed.summary} onNewOrder={() => setConfirmed(null)} />;

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Custom order form">
      {again.note ? <OrderAgainNote note={again.note} /> : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your Details</legend>
        <div className={styles.row}>
          {text("firstName", "First Name", { autoComplete: "given-name" })}
          {text("lastName", "Last Name", { autoComplete: "family-name" })}
        </div>
        <div className={styles.row}>
          {text("customerEmail", "Email Address", { type: "email", autoComplete: "email" })}
          {text("customerPhone", "Phone Number", { type: "tel", autoComplete: "tel" })}
        </div>
        {field("contactPreference", (props) => (
          <RadioField label="Preferred Contact Method" options={options(CONTACT_PREFERENCES)} isRequired {...props} />
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your Stick</legend>
        <div className={styles.row}>
          {text("headType", "Head Type", { placeholder: "e.g. StringKing Mark 2A" })}
          {text("headColor", "Head Color", { placeholder: "e.g. White" })}
        </div>
        <div className={styles.row}>
          {field("position", (props) => (
            <SelectField label="Position" options={POSITION_OPTIONS} isRequired {...props} />
          ))}
          {field("serviceType", (props) => (
            <SelectField label="Service Type" options={options(types)} placeholder={servicePlaceholder} isDisabled={types.length === 0} isRequired {...props} />
          ))}
        </div>
        <p className={styles.note}>{MESH_NOTE}</p>
        <div className={styles.row}>
          {field("meshOption", (props) => (
            <SelectField label="Mesh Option" options={options(MESH_OPTIONS)} isRequired {...props} />
          ))}
          {field("pocketPreference", (props) => (
            <SelectField label="Pocket Preference" options={options(POCKET_OPTIONS)} isRequired {...props} />
          ))}
        </div>
        {field("stringOption", (props) => (
          <RadioField label="String Option" options={options(STRING_OPTIONS)} isRequired {...props} />
        ))}
      </fieldset>

      <div className={styles.group}>
        <button
          type="button"
          id={`${pocketId}-toggle`}
          className={styles.toggle}
          aria-expanded={pocketOpen}
          aria-controls={`${pocketId}-panel`}
          onClick={() => setPocketOpen((open) => !open)}
        >
          Pocket details (optional)
          <SvgIcon size={20} className={pocketOpen ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}>
            <path d="m6 9 6 6 6-6" />
          </SvgIcon>
        </button>
        <p className={styles.small}>{POCKET_DETAILS_NOTE}</p>
        {/* Its fields are drawn once opened; closed again, the form keeps what was typed in them and sends it. */}
        <fieldset id={`${pocketId}-panel`} className={styles.panel} aria-labelledby={`${pocketId}-toggle`} hidden={!pocketOpen}>
          {pocketOpen ? <PocketDetailsFields control={control} name="pocket" /> : null}
        </fieldset>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Shipping Address</legend>
        {text("shippingAddress", "Street Address", { autoComplete: "street-address" })}
        <div className={styles.rowThree}>
          {text("shippingCity", "City", { autoComplete: "address-level2" })}
          {text("shippingState", "State", { autoComplete: "address-level1" })}
          {text("shippingZip", "ZIP Code", { autoComplete: "postal-code" })}
        </div>
        {text("shippingCountry", "Country", { autoComplete: "country-name" })}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Anything Else?</legend>
        {field("stringerNotes", (props) => (
          <TextAreaField label="Notes for the Stringer (optional)" placeholder="Pocket placement, shooter setup, colours, a custom pocket…" {...props} />
        ))}
        {text("howHeardAboutUs", "How did you hear about us? (optional)", { isRequired: false })}
        {field("emailOptIn", ({ value, onChange }) => (
          <CheckboxField isSelected={value} onChange={onChange}>
            Email me about new services, offers and stringing tips
          </CheckboxField>
        ))}
      </fieldset>

      <OrderPriceBox serviceType={values.serviceType} price={orderPrice(values, prices)} />

      <HoneypotField />
      <div className={styles.submitRow}>
        <Button type="submit" size="lg" isDisabled={submitting}>
          {submitting ? "Submitting Order..." : "Submit Order"}
        </Button>
        <p className={styles.small}>After submitting you will see your order's summary and how to pay.</p>
      </div>
    </form>
  );
}

/** What the confirmation repeats of the order: the pocket as chosen and its price. */
function summaryOf(values: OrderFormValues, price: OrderSummary["price"]): OrderSummary {
  const { serviceType, headType, headColor, position, pocketPreference, meshOption, stringOption } = values;
  const pocket = pocketDetailsSchema.safeParse(pocketInput(values.pocket));
  return {
    serviceType,
    headType: headType.trim(),
    headColor: headColor.trim(),
    position,
    pocketPreference,
    meshOption,
    stringOption,
    pocketLines: pocket.success ? pocketLines(pocket.data) : [],
    price,
  };
}

export default OrderForm;
