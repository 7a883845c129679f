import { z } from "zod";
import { displayOrder, OBJECT_BODY, requiredHttpUrl, requiredText, visibleFlag, withAlias } from "./field-rules.ts";

/**
 * The admin's platform choices. Platforms are stored lowercase (the public
 * footer picks its icon by the lowercase name: facebook, instagram, twitter
 * or x, youtube); any other name is kept too and simply shows no icon.
 */
export const SOCIAL_PLATFORMS = [
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "twitter", label: "Twitter" },
  { value: "youtube", label: "YouTube" },
  { value: "tiktok", label: "TikTok" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "other", label: "Other" },
] as const;

export type SocialLink = {
  id: number;
  platform: string;
  url: string;
  order: number;
  visible: boolean;
  updatedAt: Date;
};

export const VALID_URL = "Must be a valid URL";

const fields = {
  platform: requiredText("Platform is required", 50).transform((platform) => platform.toLowerCase()),
  url: requiredHttpUrl(VALID_URL, VALID_URL),
  order: displayOrder(),
  visible: visibleFlag(),
};

// The admin form names the order field "displayOrder".
const aliases = { displayOrder: "order" };

export const socialLinkCreateSchema = withAlias(
  z.object({ ...fields, order: fields.order.default(0), visible: fields.visible.default(true) }, OBJECT_BODY),
  aliases,
);
export const socialLinkUpdateSchema = withAlias(z.object(fields, OBJECT_BODY).partial(), aliases);

export type NewSocialLink = z.output<typeof socialLinkCreateSchema>;
export type SocialLinkPatch = z.output<typeof socialLinkUpdateSchema>;
