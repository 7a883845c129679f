import type { MailAddress, OutgoingMail } from "@stringing/core/ports/mailer.port";

/**
 * Writes an RFC 5322 / MIME message: multipart/alternative for text and
 * HTML, wrapped in multipart/mixed when there are attachments. Non-ASCII
 * header text becomes RFC 2047 encoded-words; bodies are quoted-printable.
 */
export function buildMimeMessage(mail: OutgoingMail, options: { date: Date; messageId: string }): string {
  const headers: [string, string][] = [
    ["Date", rfc5322Date(options.date)],
    ["Message-ID", `<${options.messageId}>`],
    ["From", formatAddress(mail.from)],
    ["To", formatAddress(mail.to)],
  ];
  if (mail.replyTo) headers.push(["Reply-To", formatAddress(mail.replyTo)]);
  headers.push(["Subject", encodeHeaderText(mail.subject)]);
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (/^[!-9;-~]+$/.test(name)) headers.push([name, encodeHeaderText(value)]);
  }
  headers.push(["MIME-Version", "1.0"]);

  const body = alternativeOrSingle(mail);
  const attachments = mail.attachments ?? [];
  const root: MimePart =
    attachments.length === 0
      ? body
      : multipart("mixed", [
          body,
          ...attachments.map((attachment) => ({
            headers: [
              ["Content-Type", `${attachment.contentType}; ${rfc2231Param("name", attachment.filename)}`],
              ["Content-Transfer-Encoding", "base64"],
              ["Content-Disposition", `attachment; ${rfc2231Param("filename", attachment.filename)}`],
            ] as [string, string][],
            body: wrapBase64(attachment.base64Content),
          })),
        ]);
  const head = [...headers, ...root.headers].map(([name, value]) => foldHeader(`${name}: ${value}`)).join("\r\n");
  return `${head}\r\n\r\n${root.body}`;
}

type MimePart = { headers: [string, string][]; body: string };

function alternativeOrSingle(mail: OutgoingMail): MimePart {
  const text = textPart("text/plain", mail.text);
  return mail.html === undefined ? text : multipart("alternative", [text, textPart("text/html", mail.html)]);
}

function textPart(type: string, content: string): MimePart {
  return {
    headers: [
      ["Content-Type", `${type}; charset=utf-8`],
      ["Content-Transfer-Encoding", "quoted-printable"],
    ],
    body: quotedPrintable(content),
  };
}

function multipart(subtype: "mixed" | "alternative", parts: MimePart[]): MimePart {
  const boundary = `=_${subtype}_${randomHex(12)}`;
  const rendered = parts.map((part) => `--${boundary}\r\n${part.headers.map(([n, v]) => foldHeader(`${n}: ${v}`)).join("\r\n")}\r\n\r\n${part.body}\r\n`);
  return { headers: [["Content-Type", `multipart/${subtype}; boundary="${boundary}"`]], body: `${rendered.join("")}--${boundary}--\r\n` };
}

const randomHex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("hex");

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");
const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** A header's text: as-is when printable ASCII, otherwise UTF-8 encoded-words of at most 75 characters. */
export function encodeHeaderText(text: string): string {
  const flat = oneLine(text);
  if (isPrintableAscii(flat)) return flat;
  const words: string[] = [];
  let chunk = "";
  for (const char of flat) {
    // 39 bytes of UTF-8 make 52 base64 characters: a 64-character word, so "Subject: " and one word fit in 78.
    if (Buffer.byteLength(chunk + char) > 39) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(" ");
}

export function formatAddress(address: MailAddress): string {
  const email = oneLine(address.email).replace(/[<>\s]/g, "");
  const name = address.name ? oneLine(address.name).trim() : "";
  if (!name) return email;
  const display = isPrintableAscii(name) ? `"${name.replace(/(["\\])/g, "\\$1")}"` : encodeHeaderText(name);
  return `${display} <${email}>`;
}

/** `name="ascii"` or RFC 2231 `name*=UTF-8''percent-encoded`. */
function rfc2231Param(param: string, value: string): string {
  const flat = oneLine(value);
  if (isPrintableAscii(flat)) return `${param}="${flat.replace(/(["\\])/g, "\\$1")}"`;
  return `${param}*=UTF-8''${encodeURIComponent(flat).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Folds a header line longer than 78 characters at spaces (RFC 5322 §2.2.3). */
function foldHeader(line: string): string {
  if (line.length <= 78) return line;
  const out: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    // Never break right after "Name:": the first word stays on the header's line.
    if (current && current.length + 1 + word.length > 76 && current.includes(" ")) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  out.push(current);
  return out.join("\r\n ");
}

function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

function wrapBase64(base64: string): string {
  return (base64.match(/.{1,76}/g) ?? []).join("\r\n");
}

/** Each byte as a quoted-printable escape ("=3D"), and as itself; built once, as every byte of a mail's parts is looked up. */
const ESCAPED = Array.from({ length: 256 }, (_, byte) => `=${byte.toString(16).toUpperCase().padStart(2, "0")}`);
const LITERAL = Array.from({ length: 256 }, (_, byte) => String.fromCharCode(byte));

/** RFC 2045 quoted-printable of the UTF-8 text, CRLF line breaks, lines of at most 76 characters. */
export function quotedPrintable(text: string): string {
  return text.split(/\r?\n/).map(quotedPrintableLine).join("\r\n");
}

/** One line: printable ASCII but "=" as itself (a space or tab too, but at the end), the rest escaped; soft breaks keep lines to 76. */
function quotedPrintableLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  let done = "";
  let current = "";
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && index < bytes.length - 1);
    const token = literal ? LITERAL[byte]! : ESCAPED[byte]!;
    if (current.length + token.length > 75) {
      done += `${current}=\r\n`;
      current = "";
    }
    current += token;
  }
  return done + current;
}
