/**
 * @module `GET /api/social-links` (docs/rules/public-site.md, Reads and defaults): the footer's social
 * links; hidden only when `visible` is explicitly false; an empty list on
 * failure (logged).
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { isHttpUrl } from "@stringing/core/content/safe-url";
import { asList, isShown, readOrDefault, text } from "../../../lib/read-or-default.ts";

export interface SocialLinkItem {
  key: string;
  platform: string;
  url: string;
}

export const SOCIAL_LINKS_PATH = "/api/social-links";

export function toSocialLinks(data: unknown): SocialLinkItem[] {
  return asList(data)
    .filter(isShown)
    .filter((item) => {
      const url = text(item.url);
      return url !== undefined && isHttpUrl(url) && text(item.platform) !== undefined;
    })
    .map((item, position) => ({ key: String(item.id ?? position), platform: text(item.platform)!, url: text(item.url)! }));
}

export const getSocialLinks = (signal?: AbortSignal) =>
  readOrDefault<SocialLinkItem[]>(SOCIAL_LINKS_PATH, () => api["social-links"].$get({ query: {} }, withSignal(signal)), [], toSocialLinks, signal);

export function useSocialLinks() {
  return useQuery({ queryKey: [SOCIAL_LINKS_PATH], queryFn: ({ signal }) => getSocialLinks(signal) });
}
