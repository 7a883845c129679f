import { describe, expect, it } from "vitest";
import { filterMessages, orderMentions, QUOTE_LIMIT, replyHref } from "./inbox-rules.ts";

const messages = [
  { id: 1, responded: false },
  { id: 2, responded: true },
  { id: 3, responded: false },
];

describe("filterMessages", () => {
  it("keeps the order and picks by responded", () => {
    expect(filterMessages(messages, "all").map((m) => m.id)).toEqual([1, 2, 3]);
    expect(filterMessages(messages, "unresponded").map((m) => m.id)).toEqual([1, 3]);
    expect(filterMessages(messages, "responded").map((m) => m.id)).toEqual([2]);
  });
});

describe("replyHref", () => {
  it("addresses the sender with a subject and the message quoted", () => {
    const href = replyHref({ name: "Mia", email: "mia+team@example.com", message: "Can you string a goalie head?\nThanks" });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe("mia+team@example.com");
    expect(url.searchParams.get("subject")).toBe("Re: your message to StringMaster Pro");
    expect(url.searchParams.get("body")).toContain("> Can you string a goalie head?\n> Thanks");
  });

  it("cannot be turned into another header by the address", () => {
    const href = replyHref({ name: "X", email: "x@example.com?bcc=evil@example.com", message: "Hello there, anyone?" });
    expect(href.startsWith("mailto:x@example.com%3Fbcc%3Devil@example.com?subject=")).toBe(true);
  });

  it("quotes only the start of a very long message", () => {
    const body = new URL(replyHref({ name: "L", email: "l@example.com", message: "a".repeat(QUOTE_LIMIT * 3) })).searchParams.get("body")!;
    expect(body.length).toBeLessThan(QUOTE_LIMIT + 100);
  });
});

describe("orderMentions", () => {
  it.each([
    ["Where is my order #42?", [42]],
    ["About Order 42 and order no. 7", [42, 7]],
    ["order number 12, again #12", [12]],
    ["Call me at 512 555 0134 about my stick", []],
    ["no order here, #0 either", []],
  ])("reads %j as %j", (text, ids) => {
    expect(orderMentions(text)).toEqual(ids);
  });
});
