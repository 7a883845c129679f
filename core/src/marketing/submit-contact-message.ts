import type { Clock } from "../ports/clock.port.ts";
import type { ContactRepository } from "../ports/contact-repository.port.ts";
import { isHoneypotFilled } from "../shared/honeypot.ts";
import { ok, type Result } from "../shared/result.ts";
import type { Contact, ContactMessage } from "./contact-message.ts";

export type SubmitContactMessageDeps = {
  contacts: ContactRepository;
  clock: Clock;
};

export type SubmitContactMessageInput = ContactMessage & {
  /** Where the links of the owner's notice point (PUBLIC_URL, else the request's origin). */
  siteOrigin: string;
};

/**
 * Stores a visitor's message with the owner's notice as a durable
 * "contact-mail" job, in one transaction: the request never waits for a
 * provider, a failing one is retried with backoff, and the message is never
 * stored without its notice. A filled honeypot is answered with what storing
 * the message would have answered, and nothing happens.
 */
export const submitContactMessage =
  (deps: SubmitContactMessageDeps) =>
  async ({ website, siteOrigin, ...input }: SubmitContactMessageInput): Promise<Result<Contact>> => {
    if (isHoneypotFilled(website)) return ok({ id: await deps.contacts.nextId(), ...input, responded: false, createdAt: deps.clock.now() });
    const contact = await deps.contacts.create(input, async (stored, jobs) => {
      await jobs.enqueue("contact-mail", { contactId: stored.id, siteOrigin });
    });
    return ok(contact);
  };
