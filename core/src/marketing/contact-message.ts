import { z } from "zod";
import { emailAddress } from "./email-address.ts";

/** A message left through the public contact form. */
export type Contact = {
  id: number;
  name: string;
  email: string;
  message: string;
  responded: boolean;
  createdAt: Date;
};

/** docs/rules/public-site.md, Contact; the site sends `name` as first and last name joined. */
export const contactMessageSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  email: emailAddress("Invalid email address"),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(10_000, "Message must be at most 10000 characters"),
  /** The honeypot (shared/honeypot.ts): any text marks the sender as a bot. */
  website: z.string().nullish(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactRespondedSchema = z.object({
  responded: z.boolean({ error: "responded must be true or false" }),
});
