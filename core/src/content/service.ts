import { z } from "zod";
import { cents, OBJECT_BODY, optionalText, requiredText, visibleFlag } from "./field-rules.ts";

export const SERVICE_ICONS = ["exchange-alt", "bolt", "star"] as const;
export const SERVICE_ICON_BACKGROUNDS = ["primary", "secondary", "accent"] as const;

export type Service = {
  id: number;
  name: string;
  icon: string;
  description: string;
  features: string[];
  /** Integer cents. */
  price: number;
  priceDisplay: string | null;
  iconBg: string;
  visible: boolean;
  updatedAt: Date;
};

const fields = {
  name: requiredText("Service name is required", 200),
  description: requiredText("Description is required", 5000),
  price: cents("Price must be non-negative"),
  priceDisplay: optionalText(100),
  // Blank lines of the features box are dropped rather than refused.
  features: z
    .array(z.string({ error: "Each feature must be text" }).trim().max(300, "Each feature must be at most 300 characters"), {
      error: "Features must be a list of text",
    })
    .max(50, "At most 50 features")
    .transform((list) => list.filter((feature) => feature !== "")),
  icon: z.enum(SERVICE_ICONS, { error: "Icon must be one of exchange-alt, bolt or star" }),
  iconBg: z.enum(SERVICE_ICON_BACKGROUNDS, { error: "Icon background must be one of primary, secondary or accent" }),
  visible: visibleFlag(),
};

export const serviceCreateSchema = z.object(
  {
    ...fields,
    price: fields.price.default(0),
    features: fields.features.default([]),
    icon: fields.icon.default("star"),
    iconBg: fields.iconBg.default("primary"),
    visible: fields.visible.default(true),
  },
  OBJECT_BODY,
);
export const serviceUpdateSchema = z.object(fields, OBJECT_BODY).partial();

export type NewService = z.output<typeof serviceCreateSchema>;
export type ServicePatch = z.output<typeof serviceUpdateSchema>;
