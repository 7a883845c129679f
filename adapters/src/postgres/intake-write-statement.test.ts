import { describe, expect, it } from "vitest";
import type { IntakeRecord } from "@stringing/core/ports/order-intake.port";
import { intakeWriteStatement } from "./intake-write-statement.ts";

const record = (overrides: Partial<IntakeRecord> = {}): IntakeRecord => ({
  customer: {
    name: "Casey Jones",
    email: "casey@example.com",
    phone: "555-0100",
    position: "Attack",
    shippingAddress: "12 Main St",
    shippingCity: "Springfield",
    shippingState: "IL",
    shippingZip: "62701",
    shippingCountry: "United States",
    preferredPocket: "Mid Pocket",
    preferredMesh: "Mesh",
    preferredThread: "Thread",
  },
  orderedAt: new Date("2026-02-01T10:00:00Z"),
  order: {
    id: 7,
    trackingToken: "a".repeat(64),
    customerName: "Casey Jones",
    customerEmail: "casey@example.com",
    serviceName: "Mesh Pocket",
    servicePrice: 4500,
    meshType: "Mesh",
    meshColor: null,
    stringType: "Thread",
    stringColor: null,
    additionalRequests: "",
    status: "pending",
    shippingInfo: null,
  },
  events: [{ type: "created", actor: "customer", data: {} }],
  mails: [],
  ...overrides,
});

/** Shaped like pg-boss's insert: its jobs from one recordset, its policy from five more parameters. */
const jobInsert = (text = "insert into pgboss.job select $2, $3, $4::int, $5::int, $6::bool from json_to_recordset($1) as x (id uuid)") => ({
  text,
  parameters: ['[{"id":"j"}]', 1, 2, 3, 4, true],
});

const placeholders = (text: string) => new Set([...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));

describe("the intake's one write", () => {
  it("names every parameter it is given, from $1 on, pg-boss's after the intake's, its jobs only when the key was claimed", () => {
    const keyed = intakeWriteStatement(record({ key: { key: "k", request: "r", status: 201, body: { id: 7 } } }), jobInsert());
    const named = placeholders(keyed.text);
    expect([...named].sort((a, b) => a - b)).toEqual(keyed.parameters.map((_, index) => index + 1));
    expect(keyed.parameters.slice(-6)).toEqual(jobInsert().parameters);
    expect(keyed.parameters[0]).toBe("k");
    expect(keyed.text).toContain(`json_to_recordset(case when exists (select 1 from claimed) then $${keyed.parameters.length - 5}::json end)`);
  });

  it("has one text per shape (key, subscriber, events, mails), each order's own values only in its parameters", () => {
    const first = intakeWriteStatement(record(), null);
    const second = intakeWriteStatement(record({ order: { ...record().order, id: 8 }, orderedAt: new Date("2026-03-01T00:00:00Z") }), null);
    expect(second.text).toBe(first.text);
    expect(second.parameters).not.toEqual(first.parameters);
    expect(second.parameters).toContain(8);
    expect(second.parameters).toContain("2026-03-01T00:00:00.000Z");
    const subscribing = intakeWriteStatement(record({ subscriber: { email: "casey@example.com", name: "Casey Jones" } }), null);
    expect(subscribing.text).not.toBe(first.text);
    expect(subscribing.text).toContain("new_subscriber");
  });

  it("refuses a job insert it cannot gate on the claim rather than store an order's mails unconditionally", () => {
    expect(() => intakeWriteStatement(record({ events: [] }), jobInsert("insert into pgboss.job select * from json_populate_recordset(null, $1)"))).toThrow(
      /json_to_recordset/,
    );
    expect(() =>
      intakeWriteStatement(
        record({ events: [], subscriber: { email: "x@example.com", name: "X" } }),
        jobInsert("insert into t select $7 from json_to_recordset($1)"),
      ),
    ).toThrow(/\$7/);
  });
});
