/**
 * @module Where Shop Now leads: the content field of a content section named
 * `shop-url` (Settings › Content › Shop; a fresh install seeds a placeholder
 * address). No such section, a hidden one or a value that is not an http(s)
 * address hides the button.
 *
 * The server already writes it into the page's head on `/` as
 * `<meta name="shop-url" content="…">` (empty when there is none), so the
 * page does not ask for it again. Without that tag (the Vite dev server) it
 * asks the API.
 */
import { useQuery } from "@tanstack/react-query";
import { isHttpUrl } from "@stringing/core/content/safe-url";
import { getContentSection, sectionPath } from "../../../lib/content-section.ts";

export const SHOP_URL_SECTION = "shop-url";

const usable = (value: string | null | undefined): string | null => (value && isHttpUrl(value.trim()) ? value.trim() : null);

export async function getShopUrl(signal?: AbortSignal): Promise<string | null> {
  const meta = typeof document === "undefined" ? null : document.querySelector<HTMLMetaElement>('meta[name="shop-url"]');
  if (meta) return usable(meta.content);
  const section = await getContentSection(SHOP_URL_SECTION, signal);
  return usable(section?.content);
}

/** The server rendering of `/` seeds this query with the same value it writes into the meta tag. */
export const SHOP_URL_QUERY_KEY = [sectionPath(SHOP_URL_SECTION), "url"] as const;

export function useShopUrl() {
  return useQuery({ queryKey: SHOP_URL_QUERY_KEY, queryFn: ({ signal }) => getShopUrl(signal) });
}
