import { z } from "zod";
import { cents, OBJECT_BODY, requiredImageUrl, requiredText, visibleFlag } from "./field-rules.ts";

export type FeaturedItem = {
  id: number;
  name: string;
  description: string;
  /** Integer cents. */
  price: number;
  priceDisplay: string;
  image: string;
  visible: boolean;
  updatedAt: Date;
};

const fields = {
  name: requiredText("Name is required", 200),
  description: requiredText("Description is required", 5000),
  price: cents("Price must be non-negative"),
  priceDisplay: requiredText("Price display is required", 100),
  image: requiredImageUrl("Image is required"),
  visible: visibleFlag(),
};

// The form turns an unparseable price into 0, so an absent one means 0 too.
export const featuredItemCreateSchema = z.object({ ...fields, price: fields.price.default(0), visible: fields.visible.default(true) }, OBJECT_BODY);
export const featuredItemUpdateSchema = z.object(fields, OBJECT_BODY).partial();

export type NewFeaturedItem = z.output<typeof featuredItemCreateSchema>;
export type FeaturedItemPatch = z.output<typeof featuredItemUpdateSchema>;
