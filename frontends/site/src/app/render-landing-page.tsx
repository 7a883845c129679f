/**
 * @module Server rendering of `/`: the landing page as HTML, built from the
 * same components and the same reads as in the browser, so a visitor sees
 * the hero and every section before any script has run; the site's own
 * landing-page entry then hydrates it (landing-client.tsx, the same tree:
 * landing-page.tsx). Built by `npm run build` as a
 * separate server bundle (`frontends/site/dist-server/`) that the API loads.
 *
 * The page asks for its data through react-query hooks. A first render
 * records which reads the page makes; they are fetched through the API in
 * process (`setApiTransport`) and a second render has them all. The query
 * cache goes to the browser with the HTML, so hydration starts from the very
 * data the server used and the page makes none of these requests again.
 *
 * The same bundle renders the customer's status page (`renderTrackPage`,
 * render-track-page.tsx), the other page of the site that arrives rendered.
 */
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { setApiTransport, type ApiTransport } from "@stringing/ui/api-request";
import { createQueryClient } from "@stringing/ui/query-client";
import { SHOP_URL_QUERY_KEY } from "../features/shop/api/get-shop-url.ts";
import { LandingPage } from "./landing-page.tsx";
import { renderSettled } from "./render-settled.ts";

export { renderTrackPage } from "./render-track-page.tsx";
export { whyNotRendered } from "./render-settled.ts";
export { LandingPage } from "./landing-page.tsx";

export interface LandingPageInput {
  /** Answers the page's reads (`GET /api/...`), normally the API in process. */
  request: ApiTransport;
  /** The Shop Now address the server already wrote into `<meta name="shop-url">`, or null. */
  shopUrl: string | null;
}

export interface RenderedLandingPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The query cache the browser hydrates from. */
  state: DehydratedState;
}

export async function renderLandingPage({ request, shopUrl }: LandingPageInput): Promise<RenderedLandingPage> {
  setApiTransport(request);
  const client = createQueryClient();
  client.setQueryData(SHOP_URL_QUERY_KEY, shopUrl);
  const html = await renderSettled(() => <LandingPage client={client} />, client, "landing page");
  const state = dehydrate(client);
  client.clear();
  return { html, state };
}
