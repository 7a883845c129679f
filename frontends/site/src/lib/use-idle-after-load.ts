/**
 * @module Whether the page has loaded, hydrated and gone idle once
 * (when-idle-after-load.ts): false on the server and during hydration, so
 * the markup matches; it turns true in a transition, so what it reveals
 * renders in short tasks.
 */
import { startTransition, useEffect, useState } from "react";
import { whenIdleAfterLoad } from "./when-idle-after-load.ts";

export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => startTransition(() => setIdle(true))), []);
  return idle;
}
