/**
 * A stand-in for Shippo's REST API on loopback, for adapter, route and
 * end-to-end tests. It speaks the endpoints the Shippo carrier uses, with
 * `Authorization: ShippoToken <key>`: POST /addresses/ (validate=true),
 * POST /shipments/ (rates, `extra.is_return`), GET /rates/:id,
 * POST /transactions/ (the label as a PDF served from /labels/…),
 * POST /refunds/, GET /tracks/:carrier/:number. Its error shapes are
 * Shippo's: 401 `{detail}` for a bad token, 400 with field errors
 * (`{"rate": ["…"]}`), an address whose `validation_results.is_valid` is
 * false (ZIP 00000, or any ZIP in `invalidZips`), a shipment with no rates
 * and carrier messages (`noRates`, or a parcel over 70 lb), a transaction
 * with status ERROR (`failTransactions`), and whatever `failNext` holds (a
 * 500 with an HTML body, say) answered before anything else.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { type FakeVendorServer, jsonAnswer as answer, parseJsonBody, rawAnswer, startFakeVendorServer } from "../testing/fake-vendor-server.ts";

type Json = Record<string, unknown>;

export type FakeShippoAddress = {
  object_id: string;
  name?: string;
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  email?: string;
  phone?: string;
};

export type FakeShippoRate = {
  object_id: string;
  shipment: string;
  amount: string;
  currency: string;
  provider: string;
  servicelevel: { name: string; token: string };
  estimated_days: number;
};

export type FakeShippoTransaction = {
  object_id: string;
  status: "SUCCESS" | "ERROR";
  rate: string;
  tracking_number: string;
  tracking_url_provider: string;
  label_url: string;
  is_return: boolean;
  carrier: string;
  refunded: boolean;
};

export type FakeShippoFailure = { status: number; body: string; contentType?: string };

export type FakeShippo = {
  url: string;
  apiKey: string;
  /** Every authenticated call: method, path and parsed body. */
  calls: { method: string; path: string; body: unknown }[];
  addresses: Map<string, FakeShippoAddress>;
  shipments: Map<string, { address_from: FakeShippoAddress; address_to: FakeShippoAddress; parcels: Json[]; is_return: boolean; rates: string[] }>;
  rates: Map<string, FakeShippoRate>;
  transactions: Map<string, FakeShippoTransaction>;
  refunds: { object_id: string; transaction: string; status: string }[];
  /** The tracking state of each tracking number (what GET /tracks answers). */
  tracking: Map<string, { status: string; status_date: string; status_details: string }>;
  /** ZIP codes the address validator refuses (00000 always). */
  invalidZips: Set<string>;
  /** Shipments get no rates, only the carriers' messages. */
  noRates: boolean;
  /** Transactions come back with status ERROR and a message. */
  failTransactions: boolean;
  /** Answered, in turn, to the next authenticated requests instead of handling them. */
  failNext: FakeShippoFailure[];
  reset(): void;
  close(): Promise<void>;
};

/** The rates every shipment gets, deliberately not cheapest first (as Shippo does not promise an order). */
const OFFERED = [
  { provider: "USPS", name: "Priority Mail", token: "usps_priority", amount: "10.20", days: 2 },
  { provider: "USPS", name: "Ground Advantage", token: "usps_ground_advantage", amount: "7.58", days: 5 },
  { provider: "UPS", name: "Ground", token: "ups_ground", amount: "12.85", days: 4 },
];

/** A fake Shippo 500: an HTML page, as a proxy in front of an API answers. */
export const SHIPPO_SERVER_ERROR: FakeShippoFailure = { status: 500, body: "<html><body><h1>Server Error (500)</h1></body></html>", contentType: "text/html" };

const hex = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (byte) => byte.toString(16).padStart(2, "0")).join("");
const objectId = () => hex(16);
const digits = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (byte) => String(byte % 10)).join("");

async function drawFakeLabel(trackingNumber: string, carrier: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fake Shippo label ${trackingNumber}`);
  const page = pdf.addPage([288, 432]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`${carrier} ${trackingNumber}`, { x: 12, y: 400, size: 10, font });
  page.drawText("FAKE SHIPPO LABEL", { x: 12, y: 380, size: 10, font });
  return pdf.save();
}

export async function startFakeShippo(apiKey = "shippo_test_fakekey"): Promise<FakeShippo> {
  let server: FakeVendorServer | undefined;
  const pdfs = new Map<string, Uint8Array>();
  let counter = 0;
  const state: FakeShippo = {
    url: "",
    apiKey,
    calls: [],
    addresses: new Map(),
    shipments: new Map(),
    rates: new Map(),
    transactions: new Map(),
    refunds: [],
    tracking: new Map(),
    invalidZips: new Set(),
    noRates: false,
    failTransactions: false,
    failNext: [],
    reset() {
      state.calls.length = 0;
      for (const map of [state.addresses, state.shipments, state.rates, state.transactions, state.tracking, pdfs]) map.clear();
      state.refunds.length = 0;
      state.invalidZips.clear();
      state.noRates = false;
      state.failTransactions = false;
      state.failNext.length = 0;
    },
    close: async () => server?.close(),
  };

  const REQUIRED = ["name", "street1", "city", "state", "zip", "country"] as const;
  const missingFields = (address: Json) => {
    const errors: Record<string, string[]> = {};
    for (const field of REQUIRED) if (typeof address[field] !== "string" || !(address[field] as string).trim()) errors[field] = ["This field is required."];
    return errors;
  };
  const storeAddress = (input: Json): FakeShippoAddress => {
    const address = { ...(input as Omit<FakeShippoAddress, "object_id">), object_id: objectId() } as FakeShippoAddress;
    state.addresses.set(address.object_id, address);
    return address;
  };
  /** An address given inline or by the object_id of one created before. */
  const resolveAddress = (value: unknown): FakeShippoAddress | Record<string, string[]> => {
    if (typeof value === "string") return state.addresses.get(value) ?? { non_field_errors: [`Address ${value} not found.`] };
    if (!value || typeof value !== "object") return { non_field_errors: ["This field is required."] };
    const missing = missingFields(value as Json);
    return Object.keys(missing).length ? missing : storeAddress(value as Json);
  };

  server = await startFakeVendorServer(async (request) => {
    const { method, path } = request;

    const labelFile = /^\/labels\/([0-9a-f]+)\.pdf$/.exec(path);
    if (method === "GET" && labelFile) {
      const pdf = pdfs.get(labelFile[1]!);
      return pdf ? rawAnswer(200, pdf, "application/pdf") : answer(404, { detail: "Not found." });
    }

    if (request.header("authorization") !== `ShippoToken ${apiKey}`) return answer(401, { detail: "Invalid token." });
    let body: Json = {};
    if (request.body) {
      const parsed = parseJsonBody(request.body);
      if (!parsed.ok) return answer(400, { detail: "JSON parse error - Expecting value: line 1 column 1 (char 0)" });
      body = parsed.value as Json;
    }
    state.calls.push({ method, path, body });
    const injected = state.failNext.shift();
    if (injected) return rawAnswer(injected.status, injected.body, injected.contentType ?? "application/json");

    if (method === "POST" && path === "/addresses/") {
      const missing = missingFields(body);
      if (Object.keys(missing).length) return answer(400, missing);
      const address = storeAddress(body);
      const invalid = address.zip === "00000" || state.invalidZips.has(address.zip ?? "");
      return answer(201, {
        ...address,
        is_complete: !invalid,
        validation_results: body.validate
          ? invalid
            ? {
                is_valid: false,
                messages: [
                  {
                    source: "Shippo Address Validator",
                    code: "Unknown Street",
                    type: "address_error",
                    text: "The address as submitted could not be found. Please check for excessive abbreviations in the street address line or in the City name.",
                  },
                ],
              }
            : { is_valid: true, messages: [] }
          : {},
      });
    }

    if (method === "POST" && path === "/shipments/") {
      const from = resolveAddress(body.address_from);
      const to = resolveAddress(body.address_to);
      if (!isAddress(from)) return answer(400, { address_from: from });
      if (!isAddress(to)) return answer(400, { address_to: to });
      const parcels = Array.isArray(body.parcels) ? (body.parcels as Json[]) : [];
      if (!parcels.length) return answer(400, { parcels: ["This field is required."] });
      const isReturn = (body.extra as Json | undefined)?.is_return === true;
      const shipmentId = objectId();
      const tooHeavy = parcels.some((parcel) => Number(parcel.weight) > 70);
      const rates: FakeShippoRate[] =
        state.noRates || tooHeavy
          ? []
          : OFFERED.map((offer) => ({
              object_id: objectId(),
              shipment: shipmentId,
              amount: offer.amount,
              currency: "USD",
              provider: offer.provider,
              servicelevel: { name: offer.name, token: offer.token },
              estimated_days: offer.days,
            }));
      for (const rate of rates) state.rates.set(rate.object_id, rate);
      // Shippo swaps the addresses of a return itself: the label goes from address_to back to address_from.
      const [labelFrom, labelTo] = isReturn ? [to, from] : [from, to];
      state.shipments.set(shipmentId, {
        address_from: labelFrom,
        address_to: labelTo,
        parcels,
        is_return: isReturn,
        rates: rates.map((rate) => rate.object_id),
      });
      return answer(201, {
        object_id: shipmentId,
        status: "SUCCESS",
        address_from: from,
        address_to: to,
        parcels,
        extra: body.extra ?? {},
        rates,
        messages: rates.length
          ? []
          : [
              { source: "USPS", code: "", text: "Package weight or dimensions exceed the carrier's maximum." },
              { source: "UPS", code: "", text: "No service is available for this shipment." },
            ],
      });
    }

    const rateMatch = /^\/rates\/([^/]+)\/?$/.exec(path);
    if (method === "GET" && rateMatch) {
      const rate = state.rates.get(rateMatch[1]!);
      return rate ? answer(200, rate) : answer(404, { detail: "Not found." });
    }

    if (method === "POST" && path === "/transactions/") {
      const rateId = typeof body.rate === "string" ? body.rate : "";
      const rate = state.rates.get(rateId);
      if (!rate) return answer(400, { rate: [`Invalid pk "${rateId}" - object does not exist.`] });
      const shipment = state.shipments.get(rate.shipment)!;
      const transactionId = objectId();
      if (state.failTransactions) {
        return answer(201, {
          object_id: transactionId,
          status: "ERROR",
          rate: rateId,
          tracking_number: "",
          label_url: "",
          messages: [{ source: rate.provider, code: "", text: "The carrier refused the label: the address could not be verified." }],
        });
      }
      const trackingNumber = rate.provider === "UPS" ? `1Z${hex(8).toUpperCase()}` : `9400${String(++counter).padStart(6, "0")}${digits(12)}`;
      const pdf = await drawFakeLabel(trackingNumber, rate.provider);
      const fileId = hex(16);
      pdfs.set(fileId, pdf);
      const transaction: FakeShippoTransaction = {
        object_id: transactionId,
        status: "SUCCESS",
        rate: rateId,
        tracking_number: trackingNumber,
        tracking_url_provider: `https://tools.usps.com/go/TrackConfirmAction_input?origTrackNum=${trackingNumber}`,
        label_url: `${state.url}/labels/${fileId}.pdf`,
        is_return: shipment.is_return,
        carrier: rate.provider.toLowerCase(),
        refunded: false,
      };
      state.transactions.set(transactionId, transaction);
      state.tracking.set(trackingNumber, { status: "PRE_TRANSIT", status_date: new Date().toISOString(), status_details: "Label created" });
      return answer(201, {
        object_id: transaction.object_id,
        object_state: "VALID",
        status: "SUCCESS",
        rate: rateId,
        tracking_number: trackingNumber,
        tracking_status: "UNKNOWN",
        tracking_url_provider: transaction.tracking_url_provider,
        label_url: transaction.label_url,
        messages: [],
        test: apiKey.startsWith("shippo_test_"),
      });
    }

    if (method === "POST" && path === "/refunds/") {
      const transactionId = typeof body.transaction === "string" ? body.transaction : "";
      const transaction = state.transactions.get(transactionId);
      if (!transaction) return answer(400, { transaction: [`Invalid pk "${transactionId}" - object does not exist.`] });
      if (transaction.refunded) return answer(400, { transaction: ["A refund for this transaction has already been requested."] });
      transaction.refunded = true;
      const refund = { object_id: objectId(), transaction: transactionId, status: "QUEUED" };
      state.refunds.push(refund);
      return answer(201, { ...refund, object_status: "QUEUED", test: apiKey.startsWith("shippo_test_") });
    }

    const trackMatch = /^\/tracks\/([^/]+)\/([^/]+)\/?$/.exec(path);
    if (method === "GET" && trackMatch) {
      const trackingNumber = decodeURIComponent(trackMatch[2]!);
      const known = state.tracking.get(trackingNumber);
      return answer(200, {
        carrier: trackMatch[1],
        tracking_number: trackingNumber,
        tracking_status: known
          ? { object_id: objectId(), status: known.status, status_details: known.status_details, status_date: known.status_date }
          : { object_id: objectId(), status: "UNKNOWN", status_details: "", status_date: null },
        tracking_history: [],
      });
    }

    return answer(404, { detail: "Not found." });
  });
  state.url = server.url;
  return state;
}

/**
 * The body Shippo posts to a `track_updated` webhook (its documented shape,
 * trimmed to what matters): for tests that play the carrier.
 */
export function trackUpdatedPayload(input: { trackingNumber: string; status: string; carrier?: string; at?: Date; test?: boolean; statusId?: string }) {
  const at = (input.at ?? new Date()).toISOString();
  return {
    event: "track_updated",
    test: input.test ?? true,
    data: {
      carrier: input.carrier ?? "usps",
      tracking_number: input.trackingNumber,
      eta: null,
      tracking_status: {
        object_id: input.statusId ?? objectId(),
        status: input.status,
        status_details: `Your parcel is ${input.status.toLowerCase().replace("_", " ")}.`,
        status_date: at,
        location: { city: "Baltimore", state: "MD", zip: "21201", country: "US" },
      },
      tracking_history: [],
    },
  };
}

const isAddress = (value: FakeShippoAddress | Record<string, string[]>): value is FakeShippoAddress => typeof value.object_id === "string";
