/**
 * @module An outgoing mail as an RFC 5322 / MIME message, composed by
 * nodemailer's MailComposer: multipart/alternative for text and HTML,
 * multipart/mixed around it for attachments, RFC 2047 words for non-ASCII
 * headers, RFC 2231 file names, folded header lines, and a line break in a
 * header's text turned into a space (so it cannot start another header).
 */
import MailComposer from "nodemailer/lib/mail-composer";
import type { MailAddress, OutgoingMail } from "@stringing/core/ports/mailer.port";

/** A header name as RFC 5322 allows it (printable ASCII but the colon); anything else is left out rather than sent broken. */
const HEADER_NAME = /^[!-9;-~]+$/;

export function buildMimeMessage(mail: OutgoingMail, options: { date: Date; messageId: string }): Promise<Buffer> {
  const composer = new MailComposer({
    date: options.date,
    messageId: `<${options.messageId}>`,
    from: address(mail.from),
    to: address(mail.to),
    replyTo: mail.replyTo ? address(mail.replyTo) : undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: Object.fromEntries(Object.entries(mail.headers ?? {}).flatMap(([name, value]) => (HEADER_NAME.test(name) ? [[name, value]] : []))),
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.base64Content,
      encoding: "base64",
    })),
    // Quoted-printable bodies stay readable in the file (a link reads whole once soft breaks are undone), as the journeys check.
    encoding: "quoted-printable",
    newline: "\r\n",
    xMailer: false,
    // The mail's content is ours to give: never a path or URL for the composer to read.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}

// The composer would keep a line break inside a name's encoded word: harmless, but a name reads on one line.
const address = ({ email, name }: MailAddress) => ({ address: email, name: name?.replace(/[\r\n]+/g, " ").trim() ?? "" });
