/** What Settings sends about shipping: the ship-from address, the parcel and the Shippo key. */
import { z } from "zod";
import type { Parcel, PostalAddress } from "../ports/carrier.port.ts";

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optional = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** The business's address on every label (the sender of outbound labels, the recipient of return labels). */
export const shipFromSchema = z.object({
  name: required("Name is required"),
  street1: required("Street is required"),
  street2: optional(),
  city: required("City is required"),
  state: required("State is required", 50),
  zip: required("ZIP is required", 20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use the two-letter country code (US)")
    .default("US"),
  phone: optional(30),
  email: optional(254),
});
export type ShipFrom = z.infer<typeof shipFromSchema>;

const dimension = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .positive(`${what} must be more than 0`)
    .max(max, `${what} must be at most ${max}`);

/** The box a head travels in, in inches and pounds. */
export const parcelSchema = z.object({
  lengthIn: dimension("Length", 108),
  widthIn: dimension("Width", 108),
  heightIn: dimension("Height", 108),
  weightLb: dimension("Weight", 150),
});

/** `PUT /api/shipping/settings`: either part, or both; null forgets the saved one. */
export const shippingSettingsSchema = z.object({
  shipFrom: shipFromSchema.nullable().optional(),
  parcel: parcelSchema.nullable().optional(),
});

/** `PUT /api/shipping/settings/shippo-key`: a Shippo API token (test keys start with shippo_test_). */
export const shippoKeySchema = z.object({
  apiKey: z
    .string({ error: "API key is required" })
    .trim()
    .min(1, "API key is required")
    .max(200, "At most 200 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "That does not look like a Shippo API token"),
});

export const postalOfShipFrom = (address: ShipFrom): PostalAddress => ({
  street1: address.street1,
  street2: address.street2,
  city: address.city,
  state: address.state,
  zip: address.zip,
  country: address.country,
});

export const isParcel = (value: unknown): value is Parcel => parcelSchema.safeParse(value).success;
