/**
 * GET/PUT /api/settings/workshop/digest (docs/rules/workshop.md, The
 * morning digest): whether the owner gets the day's digest, from which hour
 * of the workshop's day, and where to. `to` null sends it where the owner's
 * other notices go (the owner address of Settings, else the sender).
 */
import { z } from "zod";
import { emailAddress } from "../marketing/email-address.ts";

const HOUR_MESSAGE = "Hour must be a whole hour from 0 to 23";
const TO_MESSAGE = "Please enter a valid email address";

export const workshopDigestSettingsSchema = z.strictObject(
  {
    enabled: z.boolean({ error: "Enabled must be true or false" }).default(false),
    hour: z.number({ error: HOUR_MESSAGE }).int(HOUR_MESSAGE).min(0, HOUR_MESSAGE).max(23, HOUR_MESSAGE).default(7),
    // An empty field means "the owner's address", as null does.
    to: z
      .union(
        [
          z.null(),
          z
            .string()
            .trim()
            .length(0)
            .transform(() => null),
          emailAddress(TO_MESSAGE),
        ],
        { error: TO_MESSAGE },
      )
      .default(null),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : "Send the digest settings as an object") },
);

export type WorkshopDigestSettings = z.output<typeof workshopDigestSettingsSchema>;

/** A shop that never saved them gets no digest. */
export const DEFAULT_WORKSHOP_DIGEST_SETTINGS: WorkshopDigestSettings = { enabled: false, hour: 7, to: null };
