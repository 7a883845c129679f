/**
 * @module `useDebouncedValue(value, ms)`: the value, but only after it has
 * stopped changing for `ms` milliseconds (0 or less: no delay). Used for
 * server-side search boxes so each keystroke does not fire a request.
 */
import { useEffect, useState } from "react";

export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (ms <= 0) {
      setDebounced(value);
      return;
    }
    const handle = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(handle);
  }, [value, ms]);
  return ms <= 0 ? value : debounced;
}
