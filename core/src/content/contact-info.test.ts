import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultContentSections } from "./site-defaults.ts";
import {
  contactAddressLines,
  contactFreeText,
  contactInfoFields,
  contactInfoSection,
  contactLabels,
  contactPhoneAndEmail,
  splitBarred,
} from "./contact-info.ts";

describe("contact info", () => {
  it("splits on the vertical bar, trimming and dropping empty parts", () => {
    expect(splitBarred(" a | b||c |")).toEqual(["a", "b", "c"]);
    expect(splitBarred("")).toEqual([]);
    expect(splitBarred(null)).toEqual([]);
    expect(splitBarred(undefined)).toEqual([]);
  });

  it("reads address lines from founderName", () => {
    expect(contactAddressLines("123 Lacrosse Lane | Baltimore, MD 21201")).toEqual(["123 Lacrosse Lane", "Baltimore, MD 21201"]);
    expect(contactAddressLines(null)).toEqual([]);
  });

  it("reads up to two phone or hours lines and a third e-mail line from founderTitle", () => {
    expect(contactPhoneAndEmail("(555) 123-4567|Mon-Fri 9am to 6pm|info@example.com")).toEqual({
      lines: ["(555) 123-4567", "Mon-Fri 9am to 6pm"],
      email: "info@example.com",
    });
    expect(contactPhoneAndEmail("(555) 123-4567")).toEqual({ lines: ["(555) 123-4567"], email: null });
    expect(contactPhoneAndEmail("(555) 123-4567 | info@example.com")).toEqual({ lines: ["(555) 123-4567"], email: "info@example.com" });
    expect(contactPhoneAndEmail("a|b|c|d")).toEqual({ lines: ["a", "b"], email: null });
    expect(contactPhoneAndEmail(null)).toEqual({ lines: [], email: null });
  });

  it("reads the lines labelled Phone, Email and Address", () => {
    expect(contactLabels("Phone: (555) 123-4567\nEmail: info@example.com\nAddress: 123 Lacrosse Lane, Baltimore")).toEqual({
      phone: "(555) 123-4567",
      email: "info@example.com",
      address: "123 Lacrosse Lane, Baltimore",
    });
  });

  it("tolerates spacing, case, CRLF, other lines and missing labels", () => {
    expect(contactLabels("Call us!\r\n  phone :  555-0100  \r\nE-mail:hi@example.com\r\n")).toEqual({
      phone: "555-0100",
      email: "hi@example.com",
      address: null,
    });
    expect(contactLabels("Phone:\nPhone: 555")).toEqual({ phone: "555", email: null, address: null });
    expect(contactLabels(null)).toEqual({ phone: null, email: null, address: null });
  });

  it("reads a long line in linear time, as the former pattern read every line", () => {
    const started = performance.now();
    expect(contactLabels(`Phone: 555${" ".repeat(20_000)}0100`).phone).toBe(`555${" ".repeat(20_000)}0100`);
    expect(performance.now() - started).toBeLessThan(100);
    // The pattern this replaced: right, but quadratic in the spaces inside a value (issue 31).
    const former = /^\s*(phone|e-?mail|address)\s*:\s*(.*?)\s*$/i;
    const piece = fc.constantFrom("Phone", "e-mail", "ADDRESS", ":", " ", "\t", "\r", "\u2028", "\u00a0", "x", "5");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const line = pieces.join("");
        const match = former.exec(line);
        const label = match?.[1]?.toLowerCase();
        const expected = { phone: null, email: null, address: null, ...(match?.[2] ? { [label === "e-mail" ? "email" : label!]: match[2] } : {}) };
        expect(contactLabels(line)).toEqual(expected);
      }),
    );
  });

  it("reads the seeded contact-info section", () => {
    const seeded = defaultContentSections.find((section) => section.section === "contact-info")!;
    expect(contactAddressLines(seeded.founderName)).toHaveLength(2);
    expect(contactPhoneAndEmail(seeded.founderTitle).email).toBe("info@stringmasterpro.com");
    expect(contactLabels(seeded.content).phone).toBe("(555) 123-4567");
  });

  describe("as separate fields", () => {
    const seeded = defaultContentSections.find((section) => section.section === "contact-info")!;

    it("reads the seeded section into fields and writes it back unchanged", () => {
      const fields = contactInfoFields(seeded);
      expect(fields).toEqual({
        text: "",
        addressLines: ["123 Lacrosse Lane", "Baltimore, MD 21201"],
        phone: "(555) 123-4567",
        hours: "Mon-Fri 9am to 6pm",
        email: "info@stringmasterpro.com",
      });
      expect(contactInfoSection(fields)).toEqual({ content: seeded.content, founderName: seeded.founderName, founderTitle: seeded.founderTitle });
    });

    it("writes founderName as address lines and founderTitle as phone|hours|email, leaving out empty ones", () => {
      const stored = contactInfoSection({ text: "Say hi.", addressLines: ["1 Main St", " ", "Towson, MD"], phone: "", hours: "Sat 10-2", email: "a@b.co" });
      expect(stored).toEqual({
        content: "Say hi.\n\nEmail: a@b.co\nAddress: 1 Main St, Towson, MD",
        founderName: "1 Main St|Towson, MD",
        founderTitle: "Sat 10-2|a@b.co",
      });
      expect(contactInfoFields(stored)).toEqual({ text: "Say hi.", addressLines: ["1 Main St", "Towson, MD"], phone: "", hours: "Sat 10-2", email: "a@b.co" });
    });

    it("tells a lone phone line from a lone hours line", () => {
      expect(contactInfoFields({ founderTitle: "+1 (410) 555-0100" })).toMatchObject({ phone: "+1 (410) 555-0100", hours: "" });
      expect(contactInfoFields({ founderTitle: "Mon-Fri 9am to 6pm|x@y.com" })).toMatchObject({ phone: "", hours: "Mon-Fri 9am to 6pm", email: "x@y.com" });
    });

    it("keeps a typed bar from splitting a field, and stores nothing for an empty form", () => {
      expect(contactInfoSection({ text: "", addressLines: ["Suite 1 | Floor 2"], phone: "", hours: "", email: "" }).founderName).toBe("Suite 1 Floor 2");
      expect(contactInfoSection({ text: " ", addressLines: [], phone: "", hours: "", email: "" })).toEqual({
        content: null,
        founderName: null,
        founderTitle: null,
      });
    });

    it("falls back to the labelled lines when the barred fields are empty", () => {
      expect(contactInfoFields({ content: "Hello\nPhone: 555-0100-22\nAddress: 9 Elm St" })).toEqual({
        text: "Hello",
        addressLines: ["9 Elm St"],
        phone: "555-0100-22",
        hours: "",
        email: "",
      });
      expect(contactFreeText("Phone: 1\nHi\n")).toBe("Hi");
    });
  });
});
