import type { AppJobs } from "../jobs/app-jobs.ts";
import type { Contact, ContactMessage } from "../marketing/contact-message.ts";
import type { Paging } from "../shared/paging.ts";
import type { JobEnqueuer } from "./job-queue.port.ts";

/** Work done in the same transaction as storing a message: the jobs it causes (the owner's notice). */
export type AfterContactStored = (contact: Contact, jobs: JobEnqueuer<AppJobs>) => Promise<void>;

export interface ContactRepository {
  /** Stores the message; `andThen` runs in the same transaction, so the message and its jobs are stored together or not at all. */
  create(message: ContactMessage, andThen?: AfterContactStored): Promise<Contact>;
  /** Null for an unknown id. */
  findById(id: number): Promise<Contact | null>;
  /** Newest first. */
  list(paging: Paging): Promise<Contact[]>;
  /** Null for an unknown id. */
  setResponded(id: number, responded: boolean): Promise<Contact | null>;
  /** The id the next message would most likely get, read without taking it. */
  nextId(): Promise<number>;
}
