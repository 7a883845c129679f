import { PDFDocument, StandardFonts } from "pdf-lib";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { carrierContract } from "@stringing/core/testing/contracts/carrier-contract";
import { DiskLabelFiles } from "./disk-label-files.ts";
import { pdfPageText as pageText } from "./pdf-page-text.ts";
import { fit, LABEL_HEIGHT, LABEL_WIDTH, PdfLabelCarrier } from "./pdf-label-carrier.ts";
import { groupTrackingNumber, isValidUspsTrackingNumber, mod10CheckDigit } from "./usps-tracking-number.ts";

const request = {
  kind: "outbound" as const,
  orderId: 42,
  from: { name: "StringMaster Pro", lines: ["123 Lacrosse Lane", "Baltimore, MD 21201"] },
  to: { name: "Zoë Ng 张", lines: ["12 Main St", "Springfield, IL 62701"] },
};

describe("USPS-style tracking numbers", () => {
  it("computes the mod-10 check digit", () => {
    expect(mod10CheckDigit("03600029145")).toBe(2); // the UPC-A 036000291452: same weights, same rule
    expect(mod10CheckDigit("940010000000000000000")).toBe(6); // 1×3 + 4×1 + 9×3 = 34
    expect(isValidUspsTrackingNumber("9400100000000000000000")).toBe(false);
    expect(groupTrackingNumber("94001234")).toBe("9400 1234");
  });
});

describe("PDF label carrier", () => {
  const carrier = new PdfLabelCarrier();

  it("draws a one-page 4x6 inch label with the tracking number, barcode and test marking", async () => {
    const label = await carrier.buyLabel(request);
    expect(isValidUspsTrackingNumber(label.trackingNumber)).toBe(true);
    expect(label.rate).toBe(0);
    const pdf = await PDFDocument.load(label.pdf);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: LABEL_WIDTH, height: LABEL_HEIGHT });
    expect([LABEL_WIDTH, LABEL_HEIGHT]).toEqual([288, 432]);
    const text = await pageText(label.pdf);
    expect(text).toContain(label.trackingNumber);
    expect(text).toContain(groupTrackingNumber(label.trackingNumber));
    expect(text).toContain("TEST LABEL \x97 NOT VALID FOR POSTAGE");
    expect(text).toContain("SPRINGFIELD, IL 62701");
    expect(text).toContain("ZO\xCB NG ?"); // unprintable characters degrade, never fail
    expect(text).toContain("123 LACROSSE LANE");
    expect(text).toMatch(/\/Im\d+ Do|Do\b/); // the barcode image is drawn
    expect(pdf.getTitle()).toContain(label.trackingNumber);
  });

  it("shortens an address line to the longest start that fits with its ellipsis, in n log n", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(fit(font, "12 Main St", 10, 200)).toBe("12 Main St");
    const line = "AVAWAYToVA".repeat(1000);
    const started = performance.now();
    const shown = fit(font, line, 10, 200);
    expect(performance.now() - started).toBeLessThan(1000);
    const kept = shown.slice(0, -3);
    expect(shown.endsWith("...") && line.startsWith(kept)).toBe(true);
    expect(font.widthOfTextAtSize(shown, 10)).toBeLessThanOrEqual(200);
    expect(font.widthOfTextAtSize(`${line.slice(0, kept.length + 1)}...`, 10)).toBeGreaterThan(200);
  });

  it("issues different tracking numbers", async () => {
    const [a, b] = await Promise.all([carrier.buyLabel(request), carrier.buyLabel({ ...request, kind: "return" })]);
    expect(a.trackingNumber).not.toBe(b.trackingNumber);
  });
});

describe("disk label files", () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it("saves under labels/<random>.pdf, reads back, refuses other names and removes", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "labels-"));
    folders.push(dataDir);
    const files = new DiskLabelFiles(dataDir);
    const { url } = await files.save(new Uint8Array([37, 80, 68, 70]));
    expect(url).toMatch(/^\/api\/shipping\/labels\/[0-9a-f]{32}\.pdf$/);
    const name = url.split("/").pop()!;
    expect(await readdir(join(dataDir, "labels"))).toEqual([name]);
    expect(await files.read(name)).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(await files.read("../secret.pdf")).toBeNull();
    expect(await files.read(`${"0".repeat(32)}.pdf`)).toBeNull();
    await files.remove("/elsewhere/../../etc/passwd");
    await files.remove(url);
    expect(await readdir(join(dataDir, "labels"))).toEqual([]);
    await files.remove(url);
  });
});

describe("PdfLabelCarrier against the port contract", () => {
  carrierContract(async () => ({ subject: new PdfLabelCarrier() }));
});
