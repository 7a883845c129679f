/**
 * @module The Shippo carrier: real labels through Shippo's REST API, called
 * with `fetch` against its documented endpoints (decision 0017), so a base
 * URL (SHIPPO_API_URL) points it at our fake Shippo in tests.
 *
 * - The customer's address is validated first (POST /addresses/,
 *   validate=true); an address Shippo cannot find is an `invalid_address`.
 * - A shipment with the business's parcel (POST /shipments/) gives the
 *   rates, cheapest first. A return label is a shipment with
 *   `extra.is_return`, the addresses as for the outbound parcel (Shippo swaps
 *   them): scan-based for USPS, UPS and FedEx, billed only when used.
 * - A label is a transaction at a rate (POST /transactions/) as a 4x6 PDF,
 *   downloaded from its `label_url`; if the download fails the purchase is
 *   refunded before the error goes up. Voiding is a refund (POST /refunds/).
 * - Failures are CarrierErrors with a message for the admin: a 401 is a bad
 *   key, a 4xx names the field Shippo refused, a 5xx or no answer is
 *   `unavailable`. The key is sent only in the Authorization header.
 */
import {
  CarrierError,
  DEFAULT_PARCEL,
  isTrackingStatus,
  type BoughtLabel,
  type Carrier,
  type CarrierLabelRef,
  type LabelAddress,
  type LabelRequest,
  type RateQuote,
  type ShipmentRequest,
  type TrackingReport,
} from "@stringing/core/ports/carrier.port";

export const SHIPPO_API_URL = "https://api.goshippo.com";
export const SHIPPO_LABEL_FILE_TYPE = "PDF_4x6";

export type ShippoOptions = {
  apiKey: string;
  /** Default https://api.goshippo.com (SHIPPO_API_URL); tests point it at the fake. */
  baseUrl?: string | undefined;
  /** Per call; default 30 s (a label purchase waits for the carrier). */
  timeoutMs?: number | undefined;
};

type ShippoMessage = { source?: string; code?: string; text?: string };
type ShippoRate = {
  object_id: string;
  amount: string;
  currency: string;
  provider: string;
  servicelevel?: { name?: string; token?: string };
  estimated_days?: number | null;
};
type ShippoAddressAnswer = { object_id: string; validation_results?: { is_valid?: boolean; messages?: ShippoMessage[] } };
type ShippoShipment = { object_id: string; rates?: ShippoRate[]; messages?: ShippoMessage[] };
type ShippoTransaction = {
  object_id: string;
  status: string;
  tracking_number?: string;
  tracking_url_provider?: string;
  label_url?: string;
  messages?: ShippoMessage[];
  test?: boolean;
};
type ShippoRefund = { object_id: string; status: string };
type ShippoTrack = { tracking_status?: { status?: string; status_date?: string | null; status_details?: string | null } | null };

/** "10.20" → 1020; Shippo's amounts are decimal strings in the currency's unit. */
export const toCents = (amount: string): number => {
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 0) throw new CarrierError("refused", `Shippo quoted an amount we cannot read: "${amount}"`);
  return Math.round(value * 100);
};

const joinMessages = (messages: readonly ShippoMessage[] | undefined) =>
  (messages ?? [])
    .map((message) => message.text?.trim())
    .filter(Boolean)
    .join(" ");

/** `{"rate": ["Invalid pk"]}` or `{"address_to": {"zip": ["required"]}}` → "rate: Invalid pk" / "address_to.zip: required". */
function describeFieldErrors(body: unknown, prefix = ""): string[] {
  if (typeof body === "string") return [prefix ? `${prefix}: ${body}` : body];
  if (Array.isArray(body)) return body.flatMap((item) => describeFieldErrors(item, prefix));
  if (body && typeof body === "object") {
    return Object.entries(body).flatMap(([key, value]) =>
      describeFieldErrors(value, key === "detail" || key === "non_field_errors" ? prefix : prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

const shippoParcel = (request: ShipmentRequest) => {
  const parcel = request.parcel ?? DEFAULT_PARCEL;
  return {
    length: String(parcel.lengthIn),
    width: String(parcel.widthIn),
    height: String(parcel.heightIn),
    distance_unit: "in",
    weight: String(parcel.weightLb),
    mass_unit: "lb",
  };
};

function shippoAddress(address: LabelAddress) {
  const postal = address.postal;
  if (!postal || ![postal.street1, postal.city, postal.state, postal.zip, postal.country].every((part) => part?.trim())) {
    throw new CarrierError(
      "invalid_address",
      `The address of ${address.name || "the parcel"} is incomplete: a street, city, state, ZIP and country are needed.`,
    );
  }
  return {
    name: address.name,
    street1: postal.street1,
    ...(postal.street2 ? { street2: postal.street2 } : {}),
    city: postal.city,
    state: postal.state,
    zip: postal.zip,
    country: postal.country,
    ...(address.email ? { email: address.email } : {}),
    ...(address.phone ? { phone: address.phone } : {}),
  };
}

const quoteOf = (rate: ShippoRate): RateQuote => ({
  id: rate.object_id,
  carrier: rate.provider,
  service: rate.servicelevel?.name?.trim() || rate.servicelevel?.token || "Standard",
  amount: toCents(rate.amount),
  currency: rate.currency,
  estimatedDays: typeof rate.estimated_days === "number" ? rate.estimated_days : null,
});

/** Shippo's carrier token for tracking ("USPS" → "usps"). */
const carrierToken = (carrier: string) => carrier.trim().toLowerCase().replace(/\s+/g, "_");

export class ShippoCarrier implements Carrier {
  readonly provider = "shippo";
  /** Shippo's test keys buy labels that are not valid for postage. */
  readonly testLabels: boolean;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: ShippoOptions) {
    this.baseUrl = (options.baseUrl ?? SHIPPO_API_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.testLabels = options.apiKey.startsWith("shippo_test_");
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `ShippoToken ${this.options.apiKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "did not answer in time" : "could not be reached";
      throw new CarrierError("unavailable", `Shippo ${reason}; try again in a moment.`);
    }
    const text = await response.text().catch(() => "");
    if (response.status >= 500) throw new CarrierError("unavailable", `Shippo had a problem (${response.status}); try again in a moment.`);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new CarrierError("unavailable", `Shippo answered ${response.status} with something that is not JSON.`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new CarrierError("refused", "Shippo refused the API key; check the key in Settings.");
    }
    if (!response.ok) {
      const detail = describeFieldErrors(parsed).join("; ") || `status ${response.status}`;
      throw new CarrierError("refused", `Shippo refused the request: ${detail}`);
    }
    return parsed as T;
  }

  /** Validates the address; the answer's object_id stands for it in the shipment. */
  private async validatedAddress(address: LabelAddress): Promise<string> {
    const answer = await this.call<ShippoAddressAnswer>("POST", "/addresses/", { ...shippoAddress(address), validate: true });
    if (answer.validation_results?.is_valid === false) {
      const why = joinMessages(answer.validation_results.messages);
      throw new CarrierError("invalid_address", `Shippo could not verify the address of ${address.name}${why ? `: ${why}` : "."}`);
    }
    return answer.object_id;
  }

  /**
   * The shipment and its rates, cheapest first. The customer's address is
   * validated; the business's goes inline. A return keeps the outbound
   * addresses and says `is_return` (Shippo swaps them and makes it scan-based).
   */
  private async shipmentRates(request: ShipmentRequest): Promise<ShippoRate[]> {
    const isReturn = request.kind === "return";
    const [business, customer] = isReturn ? [request.to, request.from] : [request.from, request.to];
    const customerId = await this.validatedAddress(customer);
    const shipment = await this.call<ShippoShipment>("POST", "/shipments/", {
      address_from: shippoAddress(business),
      address_to: customerId,
      parcels: [shippoParcel(request)],
      ...(isReturn ? { extra: { is_return: true } } : {}),
      metadata: `Order ${request.orderId}`,
      async: false,
    });
    const rates = (shipment.rates ?? []).filter((rate) => rate.object_id && rate.amount);
    if (!rates.length) {
      const why = joinMessages(shipment.messages);
      throw new CarrierError("no_rates", `No carrier offers a rate for this parcel${why ? `: ${why}` : "."}`);
    }
    return rates.toSorted((a, b) => toCents(a.amount) - toCents(b.amount));
  }

  async quoteRates(request: ShipmentRequest): Promise<RateQuote[]> {
    return (await this.shipmentRates(request)).map(quoteOf);
  }

  async buyLabel(request: LabelRequest): Promise<BoughtLabel> {
    const rate = request.rateId === undefined ? await this.pickRate(request) : await this.quotedRate(request.rateId);
    const transaction = await this.call<ShippoTransaction>("POST", "/transactions/", {
      rate: rate.object_id,
      label_file_type: SHIPPO_LABEL_FILE_TYPE,
      metadata: `Order ${request.orderId} ${request.kind}`,
      async: false,
    });
    if (transaction.status !== "SUCCESS" || !transaction.tracking_number || !transaction.label_url) {
      const why = joinMessages(transaction.messages);
      if (transaction.status === "SUCCESS") await this.refund(transaction.object_id).catch(() => {});
      throw new CarrierError(
        transaction.status === "ERROR" ? "refused" : "unavailable",
        `Shippo did not issue the label${why ? `: ${why}` : ` (status ${transaction.status}).`}`,
      );
    }
    let pdf: Uint8Array;
    try {
      pdf = await this.download(transaction.label_url);
    } catch (error) {
      // Bought but not in hand: void it, so no money is lost on a label nobody can print.
      await this.refund(transaction.object_id).catch(() => {});
      throw error;
    }
    return {
      trackingNumber: transaction.tracking_number,
      carrier: rate.provider,
      rate: toCents(rate.amount),
      pdf,
      providerRef: transaction.object_id,
      trackingUrl: transaction.tracking_url_provider || null,
      test: transaction.test ?? this.testLabels,
    };
  }

  /** The rate of the named service, else the cheapest. */
  private async pickRate(request: LabelRequest): Promise<ShippoRate> {
    const rates = await this.shipmentRates(request);
    const wanted = request.service?.trim().toLowerCase();
    const named = wanted ? rates.find((rate) => `${rate.provider} ${rate.servicelevel?.name ?? ""}`.trim().toLowerCase() === wanted) : undefined;
    return named ?? rates[0]!;
  }

  /** A rate quoted before, by its id; a rate Shippo does not know is refused. */
  private async quotedRate(rateId: string): Promise<ShippoRate> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(rateId)) throw new CarrierError("refused", "That rate is not offered any more; load the rates again.");
    try {
      return await this.call<ShippoRate>("GET", `/rates/${rateId}`);
    } catch (error) {
      if (error instanceof CarrierError && error.reason === "refused")
        throw new CarrierError("refused", "That rate is not offered any more; load the rates again.");
      throw error;
    }
  }

  private async download(url: string): Promise<Uint8Array> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch {
      throw new CarrierError("unavailable", "The label was bought but could not be downloaded; it has been voided. Try again.");
    }
    const bytes = new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
    if (!response.ok || new TextDecoder().decode(bytes.slice(0, 4)) !== "%PDF") {
      throw new CarrierError("unavailable", "The label was bought but its PDF could not be downloaded; it has been voided. Try again.");
    }
    return bytes;
  }

  private async refund(transactionId: string): Promise<void> {
    const refund = await this.call<ShippoRefund>("POST", "/refunds/", { transaction: transactionId, async: false });
    if (refund.status === "ERROR") throw new CarrierError("refused", "Shippo refused to void the label.");
  }

  async cancelLabel(label: CarrierLabelRef): Promise<void> {
    if (!label.providerRef) throw new CarrierError("refused", `Label ${label.trackingNumber} was not bought through Shippo, so it cannot be voided there.`);
    await this.refund(label.providerRef);
  }

  async track(label: CarrierLabelRef): Promise<TrackingReport> {
    const answer = await this.call<ShippoTrack>(
      "GET",
      `/tracks/${encodeURIComponent(carrierToken(label.carrier))}/${encodeURIComponent(label.trackingNumber)}`,
    );
    const status = answer.tracking_status?.status;
    const at = answer.tracking_status?.status_date ? new Date(answer.tracking_status.status_date) : null;
    return {
      status: isTrackingStatus(status) ? status : "UNKNOWN",
      at: at && !Number.isNaN(at.getTime()) ? at : null,
      details: answer.tracking_status?.status_details || null,
    };
  }
}
