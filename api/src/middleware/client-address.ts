import type { Context } from "hono";
import proxyAddr from "proxy-addr";
import type { AppEnv } from "../app-env.ts";

/**
 * The proxies in front of the server (TRUST_PROXY): the nearest `hops`
 * peers, or the peers whose address is in `addresses` (addresses, CIDR
 * ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustedProxies = { hops: number } | { addresses: readonly string[] };

type Trust = (address: string, hop: number) => boolean;

const compiled = new WeakMap<TrustedProxies, Trust>();

function trustOf(proxies: TrustedProxies): Trust {
  if ("hops" in proxies) return (_address, hop) => hop < proxies.hops;
  let trust = compiled.get(proxies);
  if (!trust) {
    trust = proxyAddr.compile([...proxies.addresses]);
    compiled.set(proxies, trust);
  }
  return trust;
}

/**
 * TRUST_PROXY: unset, `0` or `false` for none; `1` or `true` for one proxy
 * hop; a whole number for that many hops; else a comma-separated list of
 * the proxies' addresses or ranges. Throws on anything else, for start to
 * stop on.
 */
export function readTrustedProxies(value: string | undefined): TrustedProxies | null {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return null;
  if (text === "true") return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops) || hops > 100) throw new Error(`TRUST_PROXY must be a number of proxy hops up to 100, got "${value}"`);
    return { hops };
  }
  const addresses = text.split(",").map((part) => part.trim());
  try {
    if (addresses.includes("")) throw new Error("an empty entry");
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be 1 (one proxy in front), a number of proxy hops, or the proxies' addresses or CIDR ranges separated by commas (${(error as Error).message}), got "${value}"`,
    );
  }
  return { addresses };
}

/**
 * The client's address seen through the proxies: from the peer that
 * connected, walk X-Forwarded-For right to left past every trusted proxy;
 * the first address not trusted is the client. Only the right end of the
 * header is written by our own proxies: the left end is whatever the client
 * sent, so it is never taken while a trusted entry stands to its right.
 * The walk is proxy-addr's (the one Express's `trust proxy` uses).
 */
export function forwardedClient(peer: string, forwardedFor: string | undefined, proxies: TrustedProxies): string {
  const chain = [
    peer,
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "")
      .reverse(),
  ];
  const trust = trustOf(proxies);
  for (let hop = 0; hop < chain.length - 1; hop++) {
    if (!trust(chain[hop] as string, hop)) return chain[hop] as string;
  }
  return chain[chain.length - 1] as string;
}

/**
 * The caller's address, for the login and public-form limits. Without
 * TRUST_PROXY, X-Forwarded-For is ignored, or anyone could reset their own
 * limit (or spend someone else's) by sending the header.
 */
export function clientAddress(c: Context<AppEnv>, proxies: TrustedProxies | null): string {
  const peer = c.env?.requestIP?.(c.req.raw)?.address ?? "unknown";
  return proxies ? forwardedClient(peer, c.req.header("x-forwarded-for"), proxies) : peer;
}
