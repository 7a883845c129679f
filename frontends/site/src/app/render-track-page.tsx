/**
 * @module Server rendering of `/track/<token>`, the customer's status page,
 * as `/` is rendered (render-landing-page.tsx): the same components and
 * reads, answered by the API in process, and the query cache handed to the
 * browser. It also says what the API needs for the response: whether the
 * token names an order (else the page is the 404 page, sent with status
 * 404) and the page's title.
 *
 * A failing read (other than the 404) is not rendered as an error page: it
 * throws, and the API serves the shell, which renders the page in the
 * browser and offers to try again.
 */
import { dehydrate, QueryClientProvider, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Router } from "wouter";
import { setApiTransport, type ApiTransport } from "@stringing/ui/api-request";
import { createQueryClient } from "@stringing/ui/query-client";
import { orderStatusQuery } from "../features/track/api/get-order-status.ts";
import { renderSettled } from "./render-settled.ts";
import TrackApp, { trackPageTitle } from "./track-app.tsx";

export interface TrackPageInput {
  /** Answers the page's reads (`GET /api/...`), normally the API in process. */
  request: ApiTransport;
  /** The token of the path, as the shell reads it (decoded). */
  token: string;
}

export interface RenderedTrackPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The query cache the browser hydrates from. */
  state: DehydratedState;
  /** 404 when the token names no order (the page is then the 404 page). */
  status: 200 | 404;
  title: string;
}

/** The tree the shell renders for `/track/<token>` (ShellRouter → TrackRemote), minus what renders no markup. */
export function TrackPage({ client, token }: { client: QueryClient; token: string }) {
  return (
    <QueryClientProvider client={client}>
      <Router ssrPath={`/track/${encodeURIComponent(token)}`}>
        <Suspense fallback={null}>
          <TrackApp token={token} />
        </Suspense>
      </Router>
    </QueryClientProvider>
  );
}

export async function renderTrackPage({ request, token }: TrackPageInput): Promise<RenderedTrackPage> {
  setApiTransport(request);
  const client = createQueryClient();
  // The order first: a failure to read it is not a page to send.
  const order = await client.fetchQuery(orderStatusQuery(token));
  const html = await renderSettled(() => <TrackPage client={client} token={token} />, client, "status page");
  const state = dehydrate(client);
  client.clear();
  return { html, state, status: order ? 200 : 404, title: trackPageTitle(order ? order.id : null) };
}
