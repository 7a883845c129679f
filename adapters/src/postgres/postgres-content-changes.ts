import type { ContentChanges } from "@stringing/core/ports/content-changes.port";
import type { Notifications } from "./db.ts";

const CHANNEL = "content_changed";
/** How long publish waits for its own notice before telling this instance directly. */
const ECHO_TIMEOUT_MS = 2000;
/**
 * After its own notice is back, how long publish still waits: the others
 * received it at the same moment, and this lets a busy one handle it before
 * the writer's next request can reach it. A content write takes this longer.
 */
const SETTLE_MS = 10;

/**
 * Content changes over Postgres LISTEN/NOTIFY: every instance listens on one
 * channel. A publisher waits until its own notice comes back, because the
 * server sends a notice to every listener at once: by then the others have
 * it too, and a few milliseconds later they have handled it. Each time the listening connection is (re)established, notices
 * may have been missed, so subscribers are told to forget everything.
 */
export class PostgresContentChanges implements ContentChanges {
  private readonly listeners = new Set<() => void>();
  private readonly awaitingEcho = new Map<string, () => void>();
  private readonly instance = crypto.randomUUID();
  private sequence = 0;
  private readonly started: Promise<{ unlisten(): Promise<void> } | null>;

  /** Starts listening at once; until the LISTEN is in place nothing is kept, as subscribers are told when it is. */
  constructor(private readonly notifications: Notifications) {
    this.started = notifications
      .listen(
        CHANNEL,
        (payload) => this.heard(payload),
        // Told on the first LISTEN too: whatever was kept before it may have missed a notice.
        () => this.tell(),
      )
      .catch((error: unknown) => {
        console.error("[cache] Could not listen for content changes:", error);
        return null;
      });
  }

  async publish(): Promise<void> {
    const id = `${this.instance}:${++this.sequence}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const echoed = new Promise<boolean>((resolve) => {
      this.awaitingEcho.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), ECHO_TIMEOUT_MS);
    });
    try {
      await this.started;
      await this.notifications.notify(CHANNEL, id);
      // Without the echo (listener reconnecting), this instance at least is told now.
      if (await echoed) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      else this.tell();
    } catch (error) {
      this.tell();
      throw error;
    } finally {
      clearTimeout(timer);
      this.awaitingEcho.delete(id);
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await (await this.started)?.unlisten().catch(() => {});
  }

  private heard(payload: string): void {
    this.tell();
    this.awaitingEcho.get(payload)?.();
  }

  private tell(): void {
    for (const listener of this.listeners) listener();
  }
}
