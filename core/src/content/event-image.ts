import { z } from "zod";
import { displayOrder, OBJECT_BODY, optionalText, requiredImageUrl, requiredText, visibleFlag, withAlias } from "./field-rules.ts";

export type EventImage = {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string;
  order: number;
  visible: boolean;
  updatedAt: Date;
};

const fields = {
  title: requiredText("Title is required", 200),
  description: optionalText(5000),
  imageUrl: requiredImageUrl("Image is required"),
  order: displayOrder(),
  visible: visibleFlag(),
};

const aliases = { displayOrder: "order" };

export const eventImageCreateSchema = withAlias(
  z.object({ ...fields, order: fields.order.default(0), visible: fields.visible.default(true) }, OBJECT_BODY),
  aliases,
);
export const eventImageUpdateSchema = withAlias(z.object(fields, OBJECT_BODY).partial(), aliases);

export type NewEventImage = z.output<typeof eventImageCreateSchema>;
export type EventImagePatch = z.output<typeof eventImageUpdateSchema>;
