/**
 * @module The `renderShell` of frontendRoutes (frontend-routes.ts) for the
 * whole site: `/` gets its server-built head and body (seo-head.ts,
 * landing-body.ts), `/track/<token>` its status page (track-page.ts), the
 * admin area's pages the preload links of its first files (admin-preload.ts);
 * every other path gets the shell as built, for the browser to route.
 */
import type { Context } from "hono";
import { isAdminPagePath } from "./admin-preload.ts";
import type { ApiRequest, SiteRenderer } from "./landing-body.ts";
import { landingShellRenderer, type LandingHeadSources } from "./seo-head.ts";
import { isTrackPath, trackShellRenderer } from "./track-page.ts";

/**
 * `renderer` is the site's server bundle (loadSiteRenderer), or null without
 * one; `request` answers the pages' reads in process; `adminPreload` gives
 * the admin pages' preload links.
 */
export function siteShellRenderer(
  sources: LandingHeadSources,
  renderer: Promise<SiteRenderer | null>,
  request: ApiRequest,
  adminPreload: () => string = () => "",
) {
  const landing = landingShellRenderer(sources, async (shopUrl) => (await renderer)?.landing(request, shopUrl) ?? null);
  const track = trackShellRenderer(async (token) => {
    const site = await renderer;
    return site?.track ? site.track(request, token) : null;
  }, request);
  return async (html: string, c: Context): Promise<string> => {
    if (isAdminPagePath(c.req.path)) return html.replace("</head>", `${adminPreload()}</head>`);
    return isTrackPath(c.req.path) ? track(html, c) : landing(html, c);
  };
}
