import { describe, expect, it } from "vitest";
import type { SubscriberRow } from "./api/get-subscribers.ts";
import { csvFileName, subscribersToCsv } from "./subscribers-csv.ts";

const subscriber = (extra: Partial<SubscriberRow>): SubscriberRow => ({
  id: 1,
  email: "ann@example.com",
  name: null,
  subscribed: true,
  status: "subscribed",
  createdAt: "2026-03-02T12:00:00.000Z",
  suppressedAt: null,
  suppressionReason: null,
  ...extra,
});

describe("subscribersToCsv", () => {
  it("writes Email, Name, Status and Joined, a blank for no name, and defuses a name a spreadsheet would run", () => {
    const csv = subscribersToCsv([
      subscriber({}),
      subscriber({ id: 2, email: "bo@example.com", name: '=cmd, "x"', subscribed: false, status: "unsubscribed" }),
    ]);
    expect(csv).toBe('Email,Name,Status,Joined\r\nann@example.com,,Subscribed,"Mar 2, 2026"\r\nbo@example.com,"\'=cmd, ""x""",Unsubscribed,"Mar 2, 2026"\r\n');
  });

  it("names the file for the day it is exported", () => {
    expect(csvFileName(new Date("2026-03-04T23:00:00Z"))).toBe("subscribers-2026-03-04.csv");
  });
});
