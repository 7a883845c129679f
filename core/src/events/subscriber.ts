import type { DomainEvent } from "./domain-event.ts";
import type { OrderEffects } from "./order-effects.port.ts";

/**
 * Turns one recorded event into effects, inside the change's transaction;
 * an event it does not care about it ignores. A subscriber that throws
 * rolls the change back. `change`: every event the change recorded, in
 * order (the event among them), for a subscriber that describes the change
 * as a whole.
 */
export type Subscriber = (event: DomainEvent, effects: OrderEffects, change: readonly DomainEvent[]) => Promise<void>;
