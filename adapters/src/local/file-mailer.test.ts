import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailerContract } from "@stringing/core/testing/contracts/mailer-contract";
import { FileMailer, fileNameOfKey } from "./file-mailer.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "file-mailer-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const pdf = Buffer.from("%PDF-1.4 fake flyer").toString("base64");
const unsubscribe = "https://shop.example/api/subscribers/unsubscribe?token=0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab";

describe("FileMailer", () => {
  it("writes each message as an .eml file that a MIME parser reads back intact", async () => {
    const mailer = new FileMailer(dataDir, () => new Date("2024-05-01T12:00:00Z"));
    const longLine = `Ünïcödé line ${"lacrosse ".repeat(20)}🥍 end`;
    const statuses = await mailer.send([
      {
        from: { email: "shop@example.com", name: "Stringing Shop" },
        to: { email: "fan@example.com", name: 'Zoë "Goalie" Smith' },
        replyTo: { email: "sam@example.com", name: "Sam" },
        subject: "Spring sale — fresh mesh 🥍 für alle, with a subject long enough to need several encoded words",
        text: `Hello!\n\n${longLine}\nUnsubscribe: ${unsubscribe}`,
        html: `<p>Hello!</p><p>${longLine}</p><a href="${unsubscribe}">Unsubscribe</a>`,
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        attachments: [{ filename: "flyer été.pdf", contentType: "application/pdf", base64Content: pdf }],
      },
      { from: { email: "shop@example.com" }, to: { email: "b@example.com" }, subject: "Plain", text: "Only text here." },
    ]);
    expect(statuses).toHaveLength(2);
    expect(statuses.every((status) => status.ok)).toBe(true);

    const files = (await readdir(join(dataDir, "mail"))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    expect(statuses.map((s) => (s.ok ? s.providerMessageId : null)).sort()).toEqual(files);

    const raw = await readFile(join(dataDir, "mail", statuses[0]!.ok ? statuses[0]!.providerMessageId! : ""), "utf8");
    // CRLF everywhere, no line over RFC 5322's limit, headers in ASCII.
    expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(raw.split("\r\n").every((line) => line.length <= 998)).toBe(true);
    // Unfolded (RFC 5322 §2.2.3: a line break before a space or tab is not part of the value), as a mail client reads it.
    const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n(?=[ \t])/g, "");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included, is what headers may hold.
    expect(head).toMatch(/^[\x00-\x7f]*$/);
    expect(head).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(head).toContain("Date: Wed, 01 May 2024 12:00:00 +0000");
    expect(head).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(head).toMatch(/Content-Type: multipart\/mixed; boundary=/);

    const email = await PostalMime.parse(raw);
    expect(email.subject).toBe("Spring sale — fresh mesh 🥍 für alle, with a subject long enough to need several encoded words");
    expect(email.from).toMatchObject({ address: "shop@example.com", name: "Stringing Shop" });
    expect(email.to).toMatchObject([{ address: "fan@example.com", name: 'Zoë "Goalie" Smith' }]);
    expect(email.replyTo).toMatchObject([{ address: "sam@example.com" }]);
    expect(email.text?.trim()).toBe(`Hello!\n\n${longLine}\nUnsubscribe: ${unsubscribe}`);
    expect(email.html).toContain(`<a href="${unsubscribe}">Unsubscribe</a>`);
    expect(email.html).toContain(longLine);
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({ filename: "flyer été.pdf", mimeType: "application/pdf" });
    expect(Buffer.from(email.attachments[0]!.content as ArrayBuffer).toString()).toBe("%PDF-1.4 fake flyer");
    expect(email.headers.find((h) => h.key === "list-unsubscribe-post")?.value).toBe("List-Unsubscribe=One-Click");

    const plain = await PostalMime.parse(await readFile(join(dataDir, "mail", statuses[1]!.ok ? statuses[1]!.providerMessageId! : ""), "utf8"));
    expect(plain.text?.trim()).toBe("Only text here.");
    expect(plain.html).toBeUndefined();
  });

  it("keeps a line break in a header from starting another header", async () => {
    const folder = await mkdtemp(join(tmpdir(), "file-mailer-headers-"));
    try {
      const [status] = await new FileMailer(folder).send([
        {
          from: { email: "shop@example.com" },
          to: { email: "fan@example.com", name: "Fan\r\nBcc: names@example.com" },
          subject: "Hi\r\nBcc: all@example.com",
          text: "t",
          headers: { "X-Note": "one\nCc: more@example.com", "Bad Name": "dropped" },
        },
      ]);
      const raw = await readFile(join(folder, "mail", status?.ok ? status.providerMessageId! : ""), "utf8");
      const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
      expect(head).not.toMatch(/^(Bcc|Cc):/im);
      expect(head).toContain("Subject: Hi Bcc: all@example.com");
      expect(head).not.toContain("Bad Name");
      const email = await PostalMime.parse(raw);
      expect(email.bcc).toBeUndefined();
      expect(email.cc).toBeUndefined();
      expect(email.to).toEqual([{ address: "fan@example.com", name: "Fan Bcc: names@example.com" }]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("writes bodies quoted-printable, so a long link reads whole once soft breaks are undone, and never a path for the composer to read", async () => {
    const folder = await mkdtemp(join(tmpdir(), "file-mailer-bodies-"));
    try {
      const link = `https://shop.example/track/${"f".repeat(64)}?from=mail&x=${"é".repeat(30)}`;
      const [status] = await new FileMailer(folder).send([
        { from: { email: "a@b.co" }, to: { email: "c@d.co" }, subject: "Links", text: `Your order: ${link}`, html: `<a href="${link}">Track</a>` },
      ]);
      const raw = await readFile(join(folder, "mail", status?.ok ? status.providerMessageId! : ""), "utf8");
      expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable/);
      expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable/);
      expect(raw.split("\r\n").every((line) => line.length <= 78)).toBe(true);
      expect(raw.replace(/=\r\n/g, "")).toContain("https://shop.example/track/ffff");
      const email = await PostalMime.parse(raw);
      expect(email.text?.trim()).toBe(`Your order: ${link}`);
      expect(email.html).toContain(`href="${link}"`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("writes messages 0600, over a half-written file left by a crash too, in a folder only the server's user may enter", async () => {
    const folder = await mkdtemp(join(tmpdir(), "file-mailer-private-"));
    try {
      const mailer = new FileMailer(folder);
      const key = "order-1:order-received";
      await mailer.send([{ from: { email: "a@b.co" }, to: { email: "c@d.co" }, subject: "First", text: "t" }]);
      await writeFile(join(folder, "mail", `${fileNameOfKey(key)}.eml.tmp`), "half a message");
      await chmod(join(folder, "mail", `${fileNameOfKey(key)}.eml.tmp`), 0o644);
      await mailer.send([{ from: { email: "a@b.co" }, to: { email: "c@d.co" }, subject: "Second", text: "t", idempotencyKey: key }]);
      expect((await stat(join(folder, "mail"))).mode & 0o777).toBe(0o700);
      const names = await readdir(join(folder, "mail"));
      expect(names).toHaveLength(2);
      for (const name of names) expect((await stat(join(folder, "mail", name))).mode & 0o777, name).toBe(0o600);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("reports a failure per message instead of throwing", async () => {
    const notAFolder = join(dataDir, "plain-file");
    await writeFile(notAFolder, "");
    const mailer = new FileMailer(notAFolder);
    const statuses = await mailer.send([{ from: { email: "a@b.co" }, to: { email: "c@d.co" }, subject: "x", text: "y" }]);
    expect(statuses).toEqual([{ ok: false, error: expect.any(String) }]);
  });

  it("names a message by its idempotency key, so a retried send replaces its file instead of adding one", async () => {
    const folder = await mkdtemp(join(tmpdir(), "file-mailer-key-"));
    try {
      const mailer = new FileMailer(folder);
      const message = { from: { email: "a@b.co" }, to: { email: "c@d.co" }, subject: "Order #12 received", idempotencyKey: "order:12:order-received" };
      const [first] = await mailer.send([{ ...message, text: "first try" }]);
      const [again] = await mailer.send([{ ...message, text: "second try" }]);
      const [other] = await mailer.send([{ ...message, idempotencyKey: "order-12-order-received", text: "a key that reads alike" }]);
      expect(first).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^order-12-order-received-[0-9a-f]{12}\.eml$/) });
      expect(again).toEqual(first);
      expect(other).not.toEqual(first);
      const files = await readdir(join(folder, "mail"));
      expect(files.sort()).toEqual([first, other].map((s) => (s?.ok ? s.providerMessageId : "")).sort());
      const raw = await readFile(join(folder, "mail", first?.ok ? first.providerMessageId! : ""), "utf8");
      expect(raw).toContain("second try");
      expect(raw).toMatch(/^Message-ID: <order-12-order-received-[0-9a-f]{12}@stringing\.local>/m);
      expect(fileNameOfKey("../../etc/passwd")).toMatch(/^etc-passwd-[0-9a-f]{12}$/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("FileMailer against the port contract", () => {
  mailerContract(async () => {
    const folder = await mkdtemp(join(tmpdir(), "file-mailer-contract-"));
    let tick = 0;
    // A clock that moves a second per message, so the files' names sort in sending order.
    const mailer = new FileMailer(folder, () => new Date(Date.UTC(2024, 0, 1) + tick++ * 1000));
    const delivered = async () => {
      const names = (await readdir(join(folder, "mail")).catch(() => [])).filter((name) => name.endsWith(".eml")).sort();
      return Promise.all(
        names.map(async (name) => {
          const email = await PostalMime.parse(await readFile(join(folder, "mail", name), "utf8"));
          return {
            to: email.to?.[0]?.address ?? "",
            subject: email.subject ?? "",
            text: email.text ?? "",
            html: email.html,
            headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
          };
        }),
      );
    };
    const blocked = join(folder, "not-a-folder");
    await writeFile(blocked, "");
    return { subject: { mailer, delivered, broken: () => new FileMailer(blocked) }, dispose: () => rm(folder, { recursive: true, force: true }) };
  });
});
