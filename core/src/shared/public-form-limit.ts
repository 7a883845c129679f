import type { Clock } from "../ports/clock.port.ts";
import type { RateLimitCounter } from "../ports/rate-limit-counter.port.ts";
import { err, ok, type Result } from "./result.ts";

/**
 * docs/rules/api.md, Public forms: each public form takes at most PUBLIC_FORM_LIMIT
 * requests a minute (default 10) from one address; beyond that, 429 with
 * Retry-After. Windows are fixed minutes, so one atomic counter per window
 * is all the shared state there is.
 */
export const PUBLIC_FORM_WINDOW_MS = 60_000;
export const DEFAULT_PUBLIC_FORM_LIMIT = 10;

export const PUBLIC_FORMS = ["orders", "subscribers", "contacts"] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

export const PUBLIC_FORM_LIMITED = "Too many submissions from your address. Please wait a minute and try again.";

/** The start of the fixed window holding `now`. */
export const windowStartOf = (now: Date): Date => new Date(Math.floor(now.getTime() / PUBLIC_FORM_WINDOW_MS) * PUBLIC_FORM_WINDOW_MS);

/** Whole seconds until the window holding `now` ends: the Retry-After of a refused request. */
export const secondsUntilWindowEnds = (now: Date): number => {
  const end = windowStartOf(now).getTime() + PUBLIC_FORM_WINDOW_MS;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
};

/** `hits` counts this request too: the limit-th request passes, the next does not. */
export const isOverLimit = (hits: number, limit: number): boolean => hits > limit;

/**
 * What an address is counted under. An IPv6 host is usually handed a whole
 * /64 and can use a fresh address for every request, so IPv6 counts per /64;
 * an IPv4 address written as IPv6 (`::ffff:a.b.c.d`) counts as itself.
 */
export function clientKeyOf(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(":")) return text;
  const groups = ipv6Groups(text);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : text;
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function ipv6Groups(text: string): string[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => {
    if (part === "") return [];
    const groups = part.split(":");
    // A dotted IPv4 tail stands for the last two groups.
    if (groups.at(-1)!.includes(".")) groups.splice(-1, 1, "0", "0");
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}

export type PublicFormLimitDeps = { counter: RateLimitCounter; clock: Clock; limit: number };
export type PublicFormRequest = { form: PublicForm; address: string };

/** Counts a request to a public form (valid or not) and refuses it once the address is over the limit. */
export const countPublicFormRequest =
  (deps: PublicFormLimitDeps) =>
  async ({ form, address }: PublicFormRequest): Promise<Result<void>> => {
    const now = deps.clock.now();
    const hits = await deps.counter.hit(`form:${form}`, clientKeyOf(address), windowStartOf(now));
    if (!isOverLimit(hits, deps.limit)) return ok(undefined);
    return err({ kind: "rate_limited", message: PUBLIC_FORM_LIMITED, retryAfterSeconds: secondsUntilWindowEnds(now) });
  };
