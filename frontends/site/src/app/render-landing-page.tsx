/**
 * @module Server rendering of `/`: the landing page as HTML, built from the
 * same components and the same reads as in the browser, so a visitor sees
 * the hero and every section before any script has run; the shell then
 * hydrates it (see the shell's bootstrap). Built by `npm run build` as a
 * separate server bundle (`frontends/site/dist-server/`) that the API loads.
 *
 * The page asks for its data through react-query hooks. A first render
 * records which reads the page makes; they are fetched through the API in
 * process (`setApiTransport`) and a second render has them all. The query
 * cache goes to the browser with the HTML, so hydration starts from the very
 * data the server used and the page makes none of these requests again.
 */
import { dehydrate, QueryClientProvider, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { setApiTransport, type ApiTransport } from "@stringing/ui/api-request";
import { createQueryClient } from "@stringing/ui/query-client";
import { SHOP_URL_QUERY_KEY } from "../features/shop/api/get-shop-url.ts";
import App from "./app.tsx";

const MAX_ROUNDS = 3;
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * React turns a render error into a boundary left for the browser to render;
 * for a page that is not really rendered, the reason React gives, else null.
 */
export function whyNotRendered(html: string): string | null {
  if (!html.startsWith(CLIENT_RENDERED_BOUNDARY)) return null;
  return /data-msg="([^"]*)"/.exec(html)?.[1]?.replace(/\s+/g, " ").trim() ?? "unknown error";
}

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

/**
 * The tree the shell renders for `/`, minus what renders no markup: the shell
 * puts the remote inside a Suspense boundary, and so must the server, or the
 * boundary markers would not match during hydration. The router is told the
 * path, as there is no `location` on the server.
 */
export function LandingPage({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={createStore()}>
        <Router ssrPath="/">
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </Router>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

export async function renderLandingPage({ request, shopUrl }: LandingPageInput): Promise<RenderedLandingPage> {
  setApiTransport(request);
  const client = createQueryClient();
  client.setQueryData(SHOP_URL_QUERY_KEY, shopUrl);

  let html = renderToString(<LandingPage client={client} />);
  // A section could ask for more once its first read is in; a few rounds settle it.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending");
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    html = renderToString(<LandingPage client={client} />);
  }
  // A page that is not really rendered must not be sent as if it were.
  const failure = whyNotRendered(html);
  if (failure !== null) throw new Error(`The landing page did not render on the server: ${failure}`);
  const state = dehydrate(client);
  client.clear();
  return { html, state };
}
