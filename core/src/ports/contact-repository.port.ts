import type { Contact, ContactMessage } from "../marketing/contact-message.ts";
import type { Paging } from "../shared/paging.ts";

export interface ContactRepository {
  create(message: ContactMessage): Promise<Contact>;
  /** Newest first. */
  list(paging: Paging): Promise<Contact[]>;
  /** Null for an unknown id. */
  setResponded(id: number, responded: boolean): Promise<Contact | null>;
  /** The id the next message would most likely get, read without taking it. */
  nextId(): Promise<number>;
}
