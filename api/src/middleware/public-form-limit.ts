import { createMiddleware } from "hono/factory";
import type { PublicForm, PublicFormRequest } from "@stringing/core/shared/public-form-limit";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { clientAddress, type TrustedProxies } from "./client-address.ts";
import { domainErrorResponse } from "./errors.ts";

export type PublicFormLimitOptions = {
  count: (request: PublicFormRequest) => Promise<Result<void>>;
  /** TRUST_PROXY: whose X-Forwarded-For to walk for the caller's address. */
  trustProxy: TrustedProxies | null;
};

/**
 * docs/rules/api.md, Public forms: counts every POST to a public form, answering
 * 429 with Retry-After beyond the limit. Mounted on the form's path ahead of
 * every other middleware, so oversized, cross-site, malformed and invalid
 * requests count as well: none of them is a way around the limit.
 */
export const publicFormLimit = (options: PublicFormLimitOptions) => (form: PublicForm) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "POST") return next();
    const result = await options.count({ form, address: clientAddress(c, options.trustProxy) });
    if (!result.ok) return domainErrorResponse(c, result.error);
    await next();
  });
