/**
 * @module `GET /api/contacts`: every contact-form message, newest first
 * (docs/rules/api.md, Lists and paging). The API filters only by page, not by
 * `responded`, so the Inbox reads the whole list and filters and pages it
 * here; contact messages stay few enough for that.
 */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

export const CONTACTS_PATH = "/api/contacts";

export type ContactMessage = Answer<typeof api.contacts.$get>[number];

export const getContacts = (signal?: AbortSignal) => unwrap(api.contacts.$get({ query: {} }, withSignal(signal)));

export const useContacts = () => useQuery({ queryKey: [CONTACTS_PATH], queryFn: ({ signal }) => getContacts(signal) });
