import { describe, expect, it } from "vitest";
import { InMemoryContacts } from "../testing/in-memory-marketing.ts";
import { submitContactMessage } from "./submit-contact-message.ts";

const message = { name: "Sam Stick", email: "sam@example.com", message: "Can you string a goalie head?", siteOrigin: "https://shop.example" };

function setUp() {
  const contacts = new InMemoryContacts();
  const clock = { now: () => new Date("2026-03-01T12:00:00Z") };
  const submit = submitContactMessage({ contacts, clock });
  const queued = () => [...contacts.jobs.store.jobs.values()].map((job) => ({ name: job.name, payload: job.payload }));
  return { submit, contacts, queued };
}

describe("submitContactMessage", () => {
  it("answers a filled honeypot as if the message were stored, storing and queueing nothing", async () => {
    const { submit, contacts, queued } = setUp();
    await submit(message);
    const result = await submit({ ...message, website: "https://spam.example" });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 2,
        name: "Sam Stick",
        email: "sam@example.com",
        message: "Can you string a goalie head?",
        responded: false,
        createdAt: new Date("2026-03-01T12:00:00Z"),
      },
    });
    expect(contacts.rows).toHaveLength(1);
    expect(queued()).toHaveLength(1);
    expect((await submit({ ...message, website: "" })).ok).toBe(true);
    expect(contacts.rows).toHaveLength(2);
    expect(contacts.rows[1]).not.toHaveProperty("website");
    expect(contacts.rows[1]).not.toHaveProperty("siteOrigin");
  });

  it("stores the message with the owner's notice as a contact-mail job, sending nothing in the request", async () => {
    const { submit, contacts, queued } = setUp();
    const result = await submit(message);
    expect(result).toMatchObject({ ok: true, value: { id: 1, name: "Sam Stick", responded: false } });
    expect(contacts.rows).toHaveLength(1);
    expect(queued()).toEqual([{ name: "contact-mail", payload: { contactId: 1, siteOrigin: "https://shop.example" } }]);
  });

  it("stores neither the message nor its job when storing fails", async () => {
    const { submit, contacts, queued } = setUp();
    contacts.failNextCreate = true;
    await expect(submit(message)).rejects.toThrow("database unavailable");
    expect(contacts.rows).toEqual([]);
    expect(queued()).toEqual([]);
  });
});
