/**
 * @module The customer's status page, `/track/<token>`
 * (docs/rules/orders.md, The customer's status page), served like `/`: the site's server bundle
 * renders it from the API's answer (landing-body.ts), the head gets its
 * title, and the response its status: 404, with the 404 page, when the token
 * names no order. Never indexed (`noindex` in the head and the
 * `X-Robots-Tag` header), never kept by a shared cache.
 *
 * Without the bundle, or when rendering fails, the shell is served for the
 * browser to render, still with the right status: the API is asked whether
 * the token names an order.
 */
import type { Context } from "hono";
import { BUSINESS_NAME } from "@stringing/core/content/site-defaults";
import { escapeHtml } from "./html-escape.ts";
import { injectLandingBody, type ApiRequest, type TrackBody } from "./landing-body.ts";
import { injectHead } from "./seo-head.ts";

const TRACK_PATH = /^\/track\/([^/]+)\/?$/;

/** The token of a status page path, decoded; null for any other path or one that does not decode. */
export function trackTokenOf(path: string): string | null {
  const segment = TRACK_PATH.exec(path)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export const isTrackPath = (path: string): boolean => TRACK_PATH.test(path);

export const TRACK_PAGE_DESCRIPTION = `The status of your ${BUSINESS_NAME} order: the work, the payment and the parcels.`;
const DEFAULT_TITLE = `Your order | ${BUSINESS_NAME}`;
const NOT_FOUND_TITLE = `404 Page Not Found | ${BUSINESS_NAME}`;

export function renderTrackHeadTags(title: string): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(TRACK_PAGE_DESCRIPTION)}" />`,
    `<meta name="robots" content="noindex, nofollow" />`,
    `<meta name="referrer" content="no-referrer" />`,
  ].join("\n    ");
}

/** Renders the page for a token; null when the build cannot (the browser then does). */
export type TrackBodyRenderer = (token: string) => Promise<TrackBody | null>;

/** The `renderShell` of frontendRoutes for status page paths (site-shell.ts sends them here). */
export function trackShellRenderer(renderBody: TrackBodyRenderer, request: ApiRequest) {
  return async (html: string, c: Context): Promise<string> => {
    c.header("X-Robots-Tag", "noindex, nofollow");
    // The link is the customer's: no shared cache keeps their order.
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    const token = trackTokenOf(c.req.path);
    if (token === null) {
      c.status(404);
      return injectHead(html, renderTrackHeadTags(NOT_FOUND_TITLE));
    }
    try {
      const body = await renderBody(token);
      if (body) {
        c.status(body.status);
        return injectLandingBody(injectHead(html, renderTrackHeadTags(body.title)), body);
      }
    } catch (error) {
      // The shell renders the page in the browser, as it does in development.
      console.error("[pages] Could not render a status page on the server:", error);
    }
    const found = await knownToken(request, token);
    if (!found) c.status(404);
    return injectHead(html, renderTrackHeadTags(found ? DEFAULT_TITLE : NOT_FOUND_TITLE));
  };
}

/** Whether the API knows the token; a failing API is not a 404 (the browser will say what it can). */
async function knownToken(request: ApiRequest, token: string): Promise<boolean> {
  try {
    return (await request(`/api/track/${encodeURIComponent(token)}`, { method: "GET" })).status !== 404;
  } catch {
    return true;
  }
}
