/**
 * @module Where every absolute link the product builds points: the status
 * page URL in an order's answer, the links in mails and texts, unsubscribe
 * links, the webhook URLs shown in Settings, the sitemap and the page's
 * canonical address. docs/rules/api.md, Links: PUBLIC_URL, or
 * when it is unset the server's own http://HOST:PORT; never a host that a
 * request names (Host, X-Forwarded-Host), or anyone could have our mails
 * link to their own site.
 */

export type LinkOrigin = {
  /** Scheme, host and port (and a path, when PUBLIC_URL has one), without a trailing slash. */
  url: string;
  /** false: PUBLIC_URL is unset and the links use the address the server listens on. */
  fromPublicUrl: boolean;
};

/** PUBLIC_URL as given, without its trailing slashes; throws on anything but an http(s) address. */
export function readPublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be the site's address as visitors reach it, such as https://shop.example, got "${value}"`);
  }
  return text.replace(/\/+$/, "");
}

/**
 * A wildcard listening address (0.0.0.0, ::) names no machine: links then
 * point at this machine's loopback, which works for the owner trying it out
 * on the server itself and for nobody else. That is why start warns whenever
 * links fall back like this on a server others reach.
 */
function reachableHost(host: string): string {
  if (host === "" || host === "0.0.0.0") return "127.0.0.1";
  if (host === "::" || host === "[::]") return "[::1]";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

export function linkOriginOf(config: { publicUrl: string | undefined; host: string; port: number }): LinkOrigin {
  if (config.publicUrl) return { url: config.publicUrl.replace(/\/+$/, ""), fromPublicUrl: true };
  return { url: `http://${reachableHost(config.host)}:${config.port}`, fromPublicUrl: false };
}

const WILDCARD_HOSTS = new Set(["", "0.0.0.0", "::", "[::]"]);

/**
 * What start prints when links fall back to the server's own address where
 * visitors surely reach it by another one: in production, behind a proxy,
 * or listening on every interface. Null when there is nothing to say.
 */
export function linkOriginWarning(
  config: { publicUrl: string | undefined; host: string; port: number; behindProxy: boolean },
  nodeEnv: string | undefined,
): string | null {
  if (config.publicUrl) return null;
  const reasons = [
    nodeEnv === "production" ? "NODE_ENV is production" : null,
    config.behindProxy ? "TRUST_PROXY is set" : null,
    WILDCARD_HOSTS.has(config.host) ? `HOST is ${config.host || "empty"} (every interface)` : null,
  ].filter((reason) => reason !== null);
  if (reasons.length === 0) return null;
  const { url } = linkOriginOf(config);
  return [
    "",
    "[start] WARNING: PUBLIC_URL is not set.",
    `        Links in mails, texts and answers (the customer's status page, unsubscribe links) point to ${url},`,
    "        the address this server listens on, which customers probably cannot reach.",
    `        (Warned because ${reasons.join(", ")}.)`,
    "        Set PUBLIC_URL to the site's address as visitors reach it, e.g. PUBLIC_URL=https://shop.example",
    "",
  ].join("\n");
}
