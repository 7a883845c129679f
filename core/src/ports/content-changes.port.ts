/**
 * Tells every instance of the app that the public content (sections,
 * services, testimonials, featured items, event images, social links, shop
 * products, payment links) changed, so each drops what it keeps of it.
 * Several instances share one database: a change written through one must
 * be what the next read through any other answers (docs/rules/api.md, Freshness).
 */
export interface ContentChanges {
  /**
   * Announces a committed change to every subscriber of every instance, this
   * one included. Resolves once this instance's subscribers have been told,
   * which on a shared database means the notice has been sent to all.
   */
  publish(): Promise<void>;
  /**
   * Calls `listener` after every change anywhere, and whenever changes may
   * have been missed (the connection that hears them was lost and is back):
   * either way, what was kept may be stale. Answers the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
  /** Stops listening. */
  close(): Promise<void>;
}
