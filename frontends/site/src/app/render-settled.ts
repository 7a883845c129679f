/**
 * @module Rendering a page of the site on the server until its reads are in
 * (render-landing-page.tsx, render-track-page.tsx), and telling a page that
 * React really rendered from one it left for the browser.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

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

/**
 * Renders `page` until every read it asks for is answered: a first render
 * records the reads, they are fetched, and the next render has them; a part
 * that asks for more once its first read is in gets a few more rounds.
 * Throws for a page React could only leave for the browser to render.
 */
export async function renderSettled(page: () => ReactElement, client: QueryClient, name: string): Promise<string> {
  let html = renderToString(page());
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending");
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    html = renderToString(page());
  }
  // A page that is not really rendered must not be sent as if it were.
  const failure = whyNotRendered(html);
  if (failure !== null) throw new Error(`The ${name} did not render on the server: ${failure}`);
  return html;
}
