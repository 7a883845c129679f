import { parseAdditionalRequests } from "./additional-requests.ts";
import type { Order } from "./order.ts";
import type { PocketDetails } from "./pocket-details.ts";

/**
 * An order's pocket as the order form's own fields (docs/rules/orders.md,
 * The customer's status page), so the form can be filled with it again.
 * Only what makes the pocket: never a name, e-mail, phone, address or
 * contact preference, because whoever holds the status link sees it. A
 * field the order does not say (an older or hand-written order) is null.
 */
export type OrderRecipe = {
  serviceType: string;
  headType: string | null;
  headColor: string | null;
  position: string | null;
  pocketPreference: string | null;
  meshOption: string | null;
  stringOption: string | null;
  /** The player's own notes to the stringer (the form's field); null when there are none. */
  stringerNotes: string | null;
  /** The pocket in detail as the order keeps it (the player's, completed by the stringer), so a reorder strings the same pocket. */
  pocket: PocketDetails;
};

/** The recipe read from the order's labelled details, the mesh and string columns standing in where the details say nothing (as the work ticket reads them). */
export function orderRecipe(order: Order): OrderRecipe {
  const details = parseAdditionalRequests(order.additionalRequests);
  return {
    serviceType: order.serviceName,
    headType: details.headType ?? null,
    headColor: details.headColor ?? null,
    position: details.position ?? null,
    pocketPreference: details.pocketPreference ?? null,
    meshOption: details.meshOption ?? order.meshType ?? null,
    stringOption: details.stringOption ?? order.stringType ?? null,
    stringerNotes: details.stringerNotes ?? null,
    pocket: order.pocket,
  };
}
