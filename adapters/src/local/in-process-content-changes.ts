import type { ContentChanges } from "@stringing/core/ports/content-changes.port";

/** Content changes within one process: the embedded database has no other instance to tell. */
export class InProcessContentChanges implements ContentChanges {
  private readonly listeners = new Set<() => void>();

  async publish(): Promise<void> {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
