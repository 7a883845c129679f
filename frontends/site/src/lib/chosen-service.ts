/**
 * @module The service a visitor picked on a card's "Order Now", handed to the
 * order form (features do not import each other). The form may not be
 * loaded yet when the card is pressed (it arrives as the page scrolls), so
 * the latest choice waits until a form listens. A plain store, not a jotai
 * atom: the landing page loads no jotai (vite.config.ts).
 */

type Listener = (serviceName: string) => void;

const listeners = new Set<Listener>();
let waiting: string | null = null;

/** Records the choice and hands it to the order form, now or once it listens. */
export function chooseService(serviceName: string): void {
  if (listeners.size === 0) {
    waiting = serviceName;
    return;
  }
  waiting = null;
  for (const listener of listeners) listener(serviceName);
}

/** Calls `listener` with every choice from now on, and at once with one made before it listened. Returns the unsubscribe. */
export function onServiceChosen(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting !== null) {
    const serviceName = waiting;
    waiting = null;
    listener(serviceName);
  }
  return () => {
    listeners.delete(listener);
  };
}
