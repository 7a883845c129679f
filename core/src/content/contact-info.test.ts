import { describe, expect, it } from "vitest";
import { defaultContentSections } from "./site-defaults.ts";
import { contactAddressLines, contactLabels, contactPhoneAndEmail, splitBarred } from "./contact-info.ts";

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

  it("reads the seeded contact-info section", () => {
    const seeded = defaultContentSections.find((section) => section.section === "contact-info")!;
    expect(contactAddressLines(seeded.founderName)).toHaveLength(2);
    expect(contactPhoneAndEmail(seeded.founderTitle).email).toBe("info@stringmasterpro.com");
    expect(contactLabels(seeded.content).phone).toBe("(555) 123-4567");
  });
});
