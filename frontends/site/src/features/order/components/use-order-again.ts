/**
 * @module The order form opened by "Order this pocket again"
 * (lib/order-again-link.ts): reads the link's pocket once, takes the link's
 * parameters out of the address bar (a reload starts a blank form, and the
 * pocket is not left in a URL the visitor may copy for something else), and
 * once the service types are known hands the form the pocket's values (its
 * details apart, null when the link has none) and the note to show above it.
 */
import { useEffect, useRef, useState } from "react";
import { readOrderAgain, withoutOrderAgain } from "../../../lib/order-again-link.ts";
import { orderAgainPrefill } from "../order-again-prefill.ts";
import type { PocketFormValues } from "@stringing/ui/pocket-form";
import type { OrderFormValues } from "../order-form-values.ts";

export interface OrderAgainNote {
  /** The old order's number, when the link named one. */
  fromOrder: number | null;
  /** What the form could not take from the old order. */
  problems: string[];
}

export function useOrderAgain(serviceTypes: readonly string[] | undefined, fill: (values: Partial<OrderFormValues>, pocket: PocketFormValues | null) => void) {
  // Read while rendering, before any effect changes the address (React runs an initialiser twice in development, effects after both).
  const [link] = useState(() => (typeof window === "undefined" ? null : readOrderAgain(window.location.search)));
  const [note, setNote] = useState<OrderAgainNote | null>(null);
  const filled = useRef(false);
  const fillRef = useRef(fill);
  fillRef.current = fill;

  useEffect(() => {
    if (link) window.history.replaceState(window.history.state, "", withoutOrderAgain(window.location.href));
  }, [link]);

  useEffect(() => {
    if (!link || !serviceTypes || filled.current) return;
    filled.current = true;
    const prefill = orderAgainPrefill(link.fields, serviceTypes);
    fillRef.current(prefill.values, prefill.pocket);
    setNote({ fromOrder: link.fromOrder, problems: prefill.problems });
  }, [link, serviceTypes]);

  return { note, dismiss: () => setNote(null) };
}
