import { z } from "zod";
import { OBJECT_BODY, optionalImageUrl, optionalText, requiredText, visibleFlag } from "./field-rules.ts";

export type Testimonial = {
  id: number;
  name: string;
  position: string | null;
  company: string | null;
  content: string;
  rating: number;
  imageUrl: string | null;
  visible: boolean;
  updatedAt: Date;
};

const RATING_RANGE = "Rating must be between 1 and 5";

const fields = {
  name: requiredText("Customer name is required", 200),
  position: optionalText(200),
  company: optionalText(200),
  content: requiredText("Content is required", 5000),
  rating: z.number({ error: "Rating must be a number" }).int("Rating must be a whole number").min(1, RATING_RANGE).max(5, RATING_RANGE),
  // null (or "") clears it: the form's Remove Image.
  imageUrl: optionalImageUrl(),
  visible: visibleFlag(),
};

export const testimonialCreateSchema = z.object({ ...fields, rating: fields.rating.default(5), visible: fields.visible.default(true) }, OBJECT_BODY);
export const testimonialUpdateSchema = z.object(fields, OBJECT_BODY).partial();

export type NewTestimonial = z.output<typeof testimonialCreateSchema>;
export type TestimonialPatch = z.output<typeof testimonialUpdateSchema>;
