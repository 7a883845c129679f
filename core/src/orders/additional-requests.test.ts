import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildAdditionalRequests, formatShippingAddress, parseAdditionalRequests, type OrderDetails } from "./additional-requests.ts";
import { normalizeCustomerText } from "./customer-text.ts";

const sample: OrderDetails = {
  headType: "STX Surgeon 1000",
  headColor: "White",
  position: "Attack",
  pocketPreference: "Mid Pocket",
  meshOption: "Providing my own mesh",
  stringOption: "Providing my own strings",
  phone: "555-0100",
  contactPreference: "Email",
  shippingAddress: "12 Main St, Springfield, IL 62701, United States",
  stringerNotes: "Extra whip: please.\nThanks!",
  howHeardAboutUs: "Instagram",
  emailOptIn: true,
};

describe("additional requests", () => {
  it("writes one labelled line per detail in the spec's order, continuation lines indented", () => {
    expect(buildAdditionalRequests(sample)).toBe(
      [
        "Head Type: STX Surgeon 1000",
        "Head Color: White",
        "Position: Attack",
        "Pocket Preference: Mid Pocket",
        "Mesh Option: Providing my own mesh",
        "String Option: Providing my own strings",
        "Phone: 555-0100",
        "Preferred Contact: Email",
        "Shipping Address: 12 Main St, Springfield, IL 62701, United States",
        "Stringer Notes: Extra whip: please.",
        "  Thanks!",
        "How they heard about us: Instagram",
        "Email Opt-In: Yes",
      ].join("\n"),
    );
  });

  it("writes None, Not specified and No for absent notes, source and opt-in", () => {
    const text = buildAdditionalRequests({ ...sample, stringerNotes: undefined, howHeardAboutUs: undefined, emailOptIn: false });
    expect(text).toContain("Stringer Notes: None");
    expect(text).toContain("How they heard about us: Not specified");
    expect(text).toContain("Email Opt-In: No");
    expect(parseAdditionalRequests(text)).toEqual({ ...sample, stringerNotes: undefined, howHeardAboutUs: undefined, emailOptIn: false });
  });

  it("parses what it built", () => {
    expect(parseAdditionalRequests(buildAdditionalRequests(sample))).toEqual(sample);
  });

  it("tolerates legacy and hand-written text", () => {
    expect(parseAdditionalRequests(null)).toEqual({});
    expect(parseAdditionalRequests("just some words")).toEqual({});
    const legacy = "head type: Warrior Evo\r\nPosition:Goalie\r\nStringer Notes: line one\r\nline two: still notes\r\nPhone: 555\r\nUnknown: thing";
    expect(parseAdditionalRequests(legacy)).toEqual({
      headType: "Warrior Evo",
      position: "Goalie",
      stringerNotes: "line one\nline two: still notes",
      phone: "555\nUnknown: thing",
    });
    expect(parseAdditionalRequests("Email Opt-In: maybe").emailOptIn).toBeUndefined();
  });

  it("formats the shipping address from its parts", () => {
    expect(formatShippingAddress({ address: "12 Main St", city: "Springfield", state: "IL", zip: "62701", country: "United States" })).toBe(
      "12 Main St, Springfield, IL 62701, United States",
    );
    expect(formatShippingAddress({ address: "1 Rue", city: "Paris", country: "France" })).toBe("1 Rue, Paris, France");
  });

  it("keeps Unicode line and paragraph separators inside a value (found by the property below)", () => {
    const parsed = parseAdditionalRequests(buildAdditionalRequests({ pocketPreference: "!\u2028!", position: "A\u2029B", emailOptIn: false }));
    expect(parsed.pocketPreference).toBe("!\u2028!");
    expect(parsed.position).toBe("A\u2029B");
  });

  it("round-trips any text a customer can type", () => {
    // What the form stores: any unicode text, normalised (trimmed, "\n" line ends), blank meaning absent.
    const typed = fc
      .oneof(fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ maxLength: 40 }), fc.stringMatching(/^[ \t\r\n:a-zA-Z]{0,30}$/))
      .map(normalizeCustomerText)
      .map((text) => text || undefined);
    const details = fc.record({
      headType: typed,
      headColor: typed,
      position: typed,
      pocketPreference: typed,
      meshOption: typed,
      stringOption: typed,
      phone: typed,
      contactPreference: typed,
      shippingAddress: typed,
      stringerNotes: typed,
      howHeardAboutUs: typed,
      emailOptIn: fc.boolean(),
    });
    fc.assert(
      fc.property(details, (input) => {
        const expected: OrderDetails = { ...input };
        // "None" and "Not specified" are how absence is written; typing them means the same.
        if (expected.stringerNotes === "None") expected.stringerNotes = undefined;
        if (expected.howHeardAboutUs === "Not specified") expected.howHeardAboutUs = undefined;
        const parsed = parseAdditionalRequests(buildAdditionalRequests(input));
        const defined = (value: OrderDetails) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
        expect(defined(parsed)).toEqual(defined(expected));
      }),
      { numRuns: 500 },
    );
  });
});
