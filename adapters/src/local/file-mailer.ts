import { createHash } from "node:crypto";
import { rename } from "node:fs/promises";
import { join } from "node:path";
import type { DeliveryStatus, Mailer, OutgoingMail } from "@stringing/core/ports/mailer.port";
import { errorMessage } from "@stringing/core/shared/error-message";
import { buildMimeMessage } from "./mime-message.ts";
import { makePrivateFolder, writePrivateFile } from "./private-files.ts";

/**
 * The built-in mailer: writes each message as an RFC 5322 `.eml` file under
 * `$DATA_DIR/mail/`, which any mail client opens. Used while no provider is
 * configured, and in development. A message with an idempotency key is
 * named by it (`order-12-order-received-<hash>.eml`), so a retried send of
 * the same message replaces its file instead of adding a second one.
 */
export class FileMailer implements Mailer {
  readonly provider = "local-file";
  readonly maxBatchSize = 50;
  readonly folder: string;

  constructor(
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.folder = join(dataDir, "mail");
  }

  async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    try {
      await makePrivateFolder(this.folder);
    } catch (error) {
      return messages.map(() => ({ ok: false, error: errorMessage(error) }));
    }
    const statuses: DeliveryStatus[] = [];
    for (const message of messages) {
      const date = this.now();
      const id = message.idempotencyKey ? fileNameOfKey(message.idempotencyKey) : `${date.toISOString().replace(/[:.]/g, "-")}-${randomHex(6)}`;
      const path = join(this.folder, `${id}.eml`);
      try {
        // Written aside and renamed, so a reader never sees half a message.
        await writePrivateFile(`${path}.tmp`, await buildMimeMessage(message, { date, messageId: `${id}@stringing.local` }));
        await rename(`${path}.tmp`, path);
        statuses.push({ ok: true, providerMessageId: `${id}.eml` });
      } catch (error) {
        statuses.push({ ok: false, error: errorMessage(error) });
      }
    }
    return statuses;
  }
}

const randomHex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("hex");

/**
 * A file name for an idempotency key: its readable part, safe on any file
 * system, and a hash of the whole key, so two keys that read alike
 * (`a:b`, `a-b`) never share a file.
 */
export function fileNameOfKey(key: string): string {
  const readable = key
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|-+$/g, "")
    .slice(0, 80);
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 12);
  return readable ? `${readable}-${hash}` : hash;
}
