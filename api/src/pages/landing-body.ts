/**
 * @module The server-rendered body of `/` (issue 4, "Light"): the site
 * remote's own server bundle renders the landing page to HTML from the API's
 * answers, and this module puts it into the shell's `#root` together with
 * what the browser needs to take it over without a second round of reads or
 * a flash of unstyled content: the query cache as JSON, the page's
 * stylesheets, and its scripts.
 *
 * On `/` those scripts are the landing page's own browser build (decision
 * record 0024, `frontends/site/dist/landing/`): they take the place of the
 * shell's, so a visitor downloads neither the shell nor the federation
 * runtime. A build without it falls back to the shell hydrating the site
 * remote's `./App`, with module preloads for the remote's entry and page
 * chunk.
 *
 * Without the bundle (a build from before server rendering, or the Vite dev
 * server) or when rendering fails, `/` is served as before: the shell
 * renders the page in the browser.
 *
 * The same bundle renders the customer's status page, `/track/<token>`
 * (track-page.ts), from the site's other exposed page.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { errorMessage } from "@stringing/core/shared/error-message";
import { jsonForScript } from "./html-escape.ts";

/** How the page's reads reach the API: in process, same paths as the browser's. */
export type ApiRequest = (url: string, init: RequestInit) => Promise<Response>;

/** The site bundle's `renderLandingPage` (frontends/site/src/app/render-landing-page.tsx). */
export type RenderLandingPage = (input: { request: ApiRequest; shopUrl: string | null }) => Promise<{ html: string; state: unknown }>;

/** The site bundle's `renderTrackPage` (frontends/site/src/app/render-track-page.tsx): 404 when the token names no order. */
export type RenderTrackPage = (input: { request: ApiRequest; token: string }) => Promise<{ html: string; state: unknown; status: 200 | 404; title: string }>;

/**
 * What the page needs in its head. `entry`: the module script that replaces
 * the shell's own scripts (the landing page's own build); without it the
 * shell's stay and load the remote.
 */
export type SiteAssets = { stylesheets: string[]; modulePreloads: string[]; entry?: string };

export type LandingBody = { html: string; state: unknown; assets: SiteAssets };

/** The status page as rendered, with what the response needs: its status and title. */
export type TrackBody = LandingBody & { status: 200 | 404; title: string };

/** What the site's server bundle renders: `/`, and `/track/<token>` when the build has it. */
export type SiteRenderer = {
  landing: (request: ApiRequest, shopUrl: string | null) => Promise<LandingBody>;
  track: ((request: ApiRequest, token: string) => Promise<TrackBody>) | null;
};

/** The id of the JSON read before hydrating (frontends/ui/src/page-state.ts). */
export const PAGE_STATE_ID = "page-state";
const ROOT_ELEMENT = '<div id="root"></div>';
/** The module the site remote exposes as `./App` (frontends/remote-vite-config.ts). */
export const EXPOSED_APP = "src/app/app.tsx";
/** The module the site remote exposes as `./TrackPage` (frontends/site/vite.config.ts). */
export const EXPOSED_TRACK_PAGE = "src/app/track-app.tsx";
const REMOTE_ENTRY = "remoteEntry.js";
/** The landing page's browser entry (frontends/site/vite.config.ts, `--mode landing`), built into `landing/` of the site's dist. */
export const LANDING_ENTRY = "src/app/landing-client.tsx";
const LANDING_DIR = "landing/";
const SITE_BASE = "/remotes/site/";

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** A chunk's own file first, then everything it imports statically, with their stylesheets; never what it loads lazily. */
function staticAssets(manifest: Record<string, ManifestChunk>, base: string, key: string): { stylesheets: string[]; modules: string[] } {
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const visit = (name: string, seen: Set<string>) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    modules.add(`${base}${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`${base}${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  if (!manifest[key]) throw new Error(`The site manifest has no ${key}`);
  visit(key, new Set());
  return { stylesheets: [...stylesheets], modules: [...modules] };
}

/**
 * The stylesheets and scripts an exposed page of the site needs at once
 * (the App by default), from the Vite manifest of the site build: the
 * remote's entry, the chunk of the exposed module and its static imports.
 * Lazily loaded chunks (the order form) are left to load lazily.
 */
export function siteAssetsFromManifest(manifest: Record<string, ManifestChunk>, base: string, exposed: string = EXPOSED_APP): SiteAssets {
  const { stylesheets, modules } = staticAssets(manifest, base, exposed);
  return { stylesheets, modulePreloads: [`${base}${REMOTE_ENTRY}`, ...modules] };
}

/**
 * The landing page's own build (decision record 0024), from its Vite
 * manifest: its entry as the page's script, the entry's static imports
 * preloaded beside it, their stylesheets. The order form and the forms'
 * checks load lazily, as before.
 */
export function landingAssetsFromManifest(manifest: Record<string, ManifestChunk>, base: string): SiteAssets {
  const { stylesheets, modules } = staticAssets(manifest, base, LANDING_ENTRY);
  const [entry, ...imports] = modules;
  return { stylesheets, modulePreloads: imports, entry: entry! };
}

/** The shell's own scripts and their preloads (under `/assets/`), which the landing page's entry replaces. */
const SHELL_MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="\/assets\/[^"]*"[^>]*><\/script>\s*/g;
const SHELL_MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="\/assets\/[^"]*"[^>]*>\s*/g;

/**
 * Puts the rendered page into the shell's `#root`, its state after it and
 * its assets into the head. With an `entry`, the shell's scripts go: the
 * page's own entry hydrates it (the shell's stylesheet, the page-wide theme,
 * stays).
 */
export function injectLandingBody(html: string, body: LandingBody): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error("The shell has no empty #root element");
  const { entry } = body.assets;
  if (entry) html = html.replace(SHELL_MODULE_SCRIPT, "").replace(SHELL_MODULE_PRELOAD, "");
  const links = [
    ...body.assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(entry ? [`<script type="module" crossorigin src="${entry}"></script>`] : []),
    ...body.assets.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join("");
  const root = `<div id="root">${body.html}</div>\n    <script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(body.state)}</script>`;
  return html.replace(/<\/head>/i, () => `${links}</head>`).replace(ROOT_ELEMENT, () => root);
}

/**
 * Loads the site's server bundle and its manifest once. Resolves to null when
 * the build has none (the pages then render in the browser, as in dev); its
 * `track` is null when the build has no status page.
 */
export async function loadSiteRenderer(siteDist: string, serverBundle: string): Promise<SiteRenderer | null> {
  let manifest: Record<string, ManifestChunk>;
  let bundle: { renderLandingPage: RenderLandingPage; renderTrackPage?: RenderTrackPage };
  let assets: SiteAssets;
  try {
    manifest = JSON.parse(await readFile(join(siteDist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
    assets = (await readLandingAssets(siteDist)) ?? siteAssetsFromManifest(manifest, SITE_BASE);
    bundle = (await import(pathToFileURL(serverBundle).href)) as typeof bundle;
    if (typeof bundle.renderLandingPage !== "function") throw new Error("it has no renderLandingPage");
  } catch (error) {
    console.warn(`[pages] / renders in the browser only: no usable server bundle of the site (${errorMessage(error)}).`);
    return null;
  }
  const { renderLandingPage, renderTrackPage } = bundle;
  const trackAssets = manifest[EXPOSED_TRACK_PAGE] ? siteAssetsFromManifest(manifest, SITE_BASE, EXPOSED_TRACK_PAGE) : null;
  const track =
    typeof renderTrackPage === "function" && trackAssets
      ? async (request: ApiRequest, token: string): Promise<TrackBody> => ({ ...(await renderTrackPage({ request, token })), assets: trackAssets })
      : null;
  if (!track) console.warn("[pages] /track/<token> renders in the browser only: the site's server bundle has no status page.");
  return { landing: async (request, shopUrl) => ({ ...(await renderLandingPage({ request, shopUrl })), assets }), track };
}

/** The landing page's own build, or null (with a warning) when the site's dist has none: the shell then hydrates `/`. */
async function readLandingAssets(siteDist: string): Promise<SiteAssets | null> {
  try {
    const manifest = JSON.parse(await readFile(join(siteDist, LANDING_DIR, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
    return landingAssetsFromManifest(manifest, `${SITE_BASE}${LANDING_DIR}`);
  } catch (error) {
    console.warn(`[pages] / is hydrated by the shell: no usable landing build of the site (${errorMessage(error)}).`);
    return null;
  }
}
