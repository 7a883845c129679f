/**
 * @module What the Inbox shows: messages filtered by whether they were
 * answered, and a reply link that opens the owner's mail program with the
 * address, a subject and the message quoted.
 */
import { BUSINESS_NAME } from "@stringing/core/content/site-defaults";

export type InboxFilter = "all" | "unresponded" | "responded";

export const INBOX_FILTERS: { id: InboxFilter; label: string }[] = [
  { id: "all", label: "All" },
  { id: "unresponded", label: "Awaiting reply" },
  { id: "responded", label: "Responded" },
];

export function filterMessages<T extends { responded: boolean }>(messages: readonly T[], filter: InboxFilter): T[] {
  if (filter === "all") return [...messages];
  return messages.filter((message) => message.responded === (filter === "responded"));
}

/** Mail programs cut long mailto: links, so only the start of a long message is quoted. */
export const QUOTE_LIMIT = 1000;

/** `mailto:` with the sender's address, "Re: …" and the message quoted below a blank reply. */
export function replyHref(message: { name: string; email: string; message: string }): string {
  const original = message.message.length > QUOTE_LIMIT ? `${message.message.slice(0, QUOTE_LIMIT)}…` : message.message;
  const quoted = original
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hi ${message.name},\n\n\n\n${message.name} wrote:\n${quoted}`;
  const address = encodeURIComponent(message.email).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(`Re: your message to ${BUSINESS_NAME}`)}&body=${encodeURIComponent(body)}`;
}

/**
 * The orders a message names ("order #42", "Order 42", "#42"), in order and
 * once each: the contact form has no order field, so a player's words are
 * all there is to link the message to its order.
 */
export function orderMentions(text: string): number[] {
  const found = [...text.matchAll(/(?:\border\s*(?:#|no\.?|number)?\s*#?|#)(\d{1,9})\b/gi)].map((match) => Number(match[1]));
  return [...new Set(found)].filter((id) => id > 0).slice(0, 5);
}
