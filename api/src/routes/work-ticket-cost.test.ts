import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { NOTES_CONTINUE } from "@stringing/adapters/local/pdf-work-ticket-printer";
import { pdfPageText } from "@stringing/adapters/local/pdf-page-text";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

const root = await mkdtemp(join(tmpdir(), "ticket-cost-"));
for (const folder of ["shell", "site", "admin"]) await mkdir(join(root, folder), { recursive: true });
await writeFile(join(root, "shell/index.html"), "<!doctype html><html><head><!--app-head--></head><body>shell</body></html>");

/**
 * Issue 31: an anonymous order's one long word made its work ticket take minutes on the server's one thread,
 * and `/` went unanswered meanwhile. Every free-text field here is at its longest, as one word.
 */
describe("the work ticket of a visitor's longest order", () => {
  afterAll(() => rm(root, { recursive: true, force: true }));
  const app = useTestApp({ frontend: { shell: join(root, "shell"), site: join(root, "site"), admin: join(root, "admin") } });

  it("prints promptly, and the site's front page is answered meanwhile", async () => {
    const word = (length: number) => "W".repeat(length);
    const placed = await app().request("/api/orders", {
      method: "POST",
      json: validOrderForm({
        firstName: word(100),
        lastName: word(100),
        customerEmail: `${"w".repeat(240)}@example.com`,
        customerPhone: word(40),
        headType: word(200),
        headColor: word(100),
        serviceType: word(200),
        shippingAddress: word(300),
        shippingCity: word(100),
        shippingState: word(100),
        shippingZip: word(20),
        shippingCountry: word(100),
        stringerNotes: word(5000),
        howHeardAboutUs: word(500),
      }),
    });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    const admin = await app().signIn("admin");

    const started = performance.now();
    const finished = async (response: Response | Promise<Response>) => ({ answer: await response, ms: performance.now() - started });
    const [ticket, page] = await Promise.all([finished(app().request(`/api/orders/${id}/ticket.pdf`, { cookie: admin })), finished(app().request("/"))]);
    expect(page.answer.status).toBe(200);
    expect(page.ms).toBeLessThan(5000);
    expect(ticket.answer.status).toBe(200);
    expect(ticket.ms).toBeLessThan(5000);
    const bytes = new Uint8Array(await ticket.answer.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(await pdfPageText(bytes)).toContain(NOTES_CONTINUE);
  });
});
