/**
 * Which carrier buys the labels (docs/rules/shipping.md, Carriers): Shippo
 * with the key saved in Settings, else with SHIPPO_API_KEY, else the
 * built-in carrier that draws test labels. Read anew for every request, so a
 * key saved in Settings applies at once (as mail does, mail-delivery.ts).
 */
import { DEFAULT_PARCEL, type Carrier, type LabelAddress, type Parcel } from "../ports/carrier.port.ts";
import type { ShippingSettings } from "../ports/shipping-settings.port.ts";
import { type ShipFrom, postalOfShipFrom } from "./shipping-settings-input.ts";

export type CarrierKeySource = "settings" | "environment";

export type CarrierChoice = { provider: "shippo"; keySource: CarrierKeySource } | { provider: "test"; keySource: null };

/** The rule, on its own: a key saved in Settings wins over the environment's; without either, test labels. */
export function chooseCarrier(input: { savedKey: boolean; environmentKey: boolean }): CarrierChoice {
  if (input.savedKey) return { provider: "shippo", keySource: "settings" };
  if (input.environmentKey) return { provider: "shippo", keySource: "environment" };
  return { provider: "test", keySource: null };
}

/** What the server was started with (api/src/config.ts). */
export type CarrierEnvironment = {
  /** SHIPPO_API_KEY, or null. */
  shippoApiKey: string | null;
  /** SHIPPO_WEBHOOK_TOKEN, or null (a token is then drawn and kept in Settings). */
  webhookToken: string | null;
};

export type ActiveCarrier = CarrierChoice & { carrier: Carrier };

export type ActiveCarrierDeps = {
  settings: Pick<ShippingSettings, "shippoKey">;
  environment: Pick<CarrierEnvironment, "shippoApiKey">;
  /** The Shippo carrier for a key. */
  carrierFor: (apiKey: string) => Carrier;
  /** The built-in carrier (local test PDFs). */
  testCarrier: Carrier;
};

export const resolveActiveCarrier = (deps: ActiveCarrierDeps) => async (): Promise<ActiveCarrier> => {
  const savedKey = await deps.settings.shippoKey();
  const choice = chooseCarrier({ savedKey: savedKey !== null, environmentKey: deps.environment.shippoApiKey !== null });
  if (choice.provider === "test") return { ...choice, carrier: deps.testCarrier };
  const key = choice.keySource === "settings" ? savedKey! : deps.environment.shippoApiKey!;
  return { ...choice, carrier: deps.carrierFor(key) };
};

/** The webhook's token: SHIPPO_WEBHOOK_TOKEN, else the one drawn and kept in Settings. */
export const resolveWebhookToken = (deps: { settings: Pick<ShippingSettings, "webhookToken">; environment: Pick<CarrierEnvironment, "webhookToken"> }) => () =>
  deps.environment.webhookToken !== null ? Promise.resolve(deps.environment.webhookToken) : deps.settings.webhookToken();

/** The sender of outbound labels: the ship-from address saved in Settings, else `fallback` (the contact-info section's lines). */
export function shipFromLabelAddress(saved: ShipFrom | null, fallback: LabelAddress): LabelAddress {
  if (!saved) return fallback;
  const cityLine = `${saved.city}, ${saved.state} ${saved.zip}`;
  return {
    name: saved.name,
    lines: [saved.street1, saved.street2 ?? "", cityLine, saved.country === "US" ? "" : saved.country].filter(Boolean),
    postal: postalOfShipFrom(saved),
    ...(saved.phone ? { phone: saved.phone } : {}),
    ...(saved.email ? { email: saved.email } : {}),
  };
}

export const parcelOrDefault = (saved: Parcel | null): Parcel => saved ?? DEFAULT_PARCEL;

/** What the admin is shown: never the key, only whether one is saved and where the active one comes from. */
export type ShippingStatus = {
  provider: "shippo" | "test";
  keySource: CarrierKeySource | null;
  keySaved: boolean;
  environmentKey: boolean;
  /** Labels are not valid for postage (test carrier, or a Shippo test key). */
  testLabels: boolean;
  shipFrom: ShipFrom | null;
  parcel: Parcel;
  parcelSaved: boolean;
  /** The tracking webhook's path, token included (admin only). */
  webhookPath: string;
  /** Whether the token comes from SHIPPO_WEBHOOK_TOKEN. */
  webhookTokenFromEnvironment: boolean;
};

export const shippingStatus =
  (deps: ActiveCarrierDeps & { settings: ShippingSettings; environment: CarrierEnvironment }) => async (): Promise<ShippingStatus> => {
    const [active, keySaved, shipFrom, parcel, token] = await Promise.all([
      resolveActiveCarrier(deps)(),
      deps.settings.shippoKey().then((key) => key !== null),
      deps.settings.shipFrom(),
      deps.settings.parcel(),
      resolveWebhookToken(deps)(),
    ]);
    return {
      provider: active.provider,
      keySource: active.keySource,
      keySaved,
      environmentKey: deps.environment.shippoApiKey !== null,
      testLabels: active.carrier.testLabels,
      shipFrom,
      parcel: parcelOrDefault(parcel),
      parcelSaved: parcel !== null,
      webhookPath: `/api/webhooks/shippo/${token}`,
      webhookTokenFromEnvironment: deps.environment.webhookToken !== null,
    };
  };
