import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DeliveryStatus, Mailer, OutgoingMail } from "@stringing/core/ports/mailer.port";
import { buildMimeMessage } from "./mime-message.ts";

/**
 * The built-in mailer: writes each message as an RFC 5322 `.eml` file under
 * `$DATA_DIR/mail/`, which any mail client opens. Used while no provider is
 * configured (contact-form notifications), and in development.
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
      await mkdir(this.folder, { recursive: true });
    } catch (error) {
      return messages.map(() => ({ ok: false, error: describe(error) }));
    }
    const statuses: DeliveryStatus[] = [];
    for (const message of messages) {
      const date = this.now();
      const id = `${date.toISOString().replace(/[:.]/g, "-")}-${Buffer.from(crypto.getRandomValues(new Uint8Array(6))).toString("hex")}`;
      const path = join(this.folder, `${id}.eml`);
      try {
        // Written aside and renamed, so a reader never sees half a message.
        await writeFile(`${path}.tmp`, buildMimeMessage(message, { date, messageId: `${id}@stringing.local` }), { mode: 0o600 });
        await rename(`${path}.tmp`, path);
        statuses.push({ ok: true, providerMessageId: `${id}.eml` });
      } catch (error) {
        statuses.push({ ok: false, error: describe(error) });
      }
    }
    return statuses;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
