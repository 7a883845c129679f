/**
 * @module The query cache the server rendered a page with (api/src/pages/
 * landing-body.ts writes it as JSON next to `#root`), so the page hydrates
 * from the data its HTML shows instead of asking the API again. Read by the
 * shell (the status page, `/` reached inside the shell) and by the site's
 * own landing-page entry (`/` as first loaded).
 */
import type { DehydratedState } from "@tanstack/react-query";

/** Must match PAGE_STATE_ID in api/src/pages/landing-body.ts. */
export const PAGE_STATE_ID = "page-state";

/** The server's query cache, or undefined when the page was not server-rendered or the JSON is unusable. */
export function readPageState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as DehydratedState;
    return Array.isArray(state?.queries) ? state : undefined;
  } catch {
    return undefined;
  }
}
