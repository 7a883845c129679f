import { z } from "zod";
import { displayOrder, OBJECT_BODY, optionalText, requiredHttpUrl, requiredImageUrl, requiredText, visibleFlag, withAlias } from "./field-rules.ts";

export type ShopProduct = {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string;
  /** Free text such as "$29.99" (docs/rules/money.md, Cents: the one price that is not cents). */
  price: string;
  productUrl: string;
  isNew: boolean;
  order: number;
  visible: boolean;
  updatedAt: Date;
};

const fields = {
  name: requiredText("Name is required", 200),
  description: optionalText(5000),
  imageUrl: requiredImageUrl("Image is required"),
  price: requiredText("Price is required", 50),
  productUrl: requiredHttpUrl("Product URL is required", "Must be a valid URL"),
  order: displayOrder(),
  isNew: z.boolean({ error: "New must be true or false" }),
  visible: visibleFlag(),
};

const aliases = { displayOrder: "order" };

export const shopProductCreateSchema = withAlias(
  z.object({ ...fields, order: fields.order.default(0), isNew: fields.isNew.default(false), visible: fields.visible.default(true) }, OBJECT_BODY),
  aliases,
);
export const shopProductUpdateSchema = withAlias(z.object(fields, OBJECT_BODY).partial(), aliases);

export type NewShopProduct = z.output<typeof shopProductCreateSchema>;
export type ShopProductPatch = z.output<typeof shopProductUpdateSchema>;
