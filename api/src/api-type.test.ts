import { describe, expectTypeOf, it } from "vitest";
import type { ExtractSchema } from "hono/types";
import type { ApiType } from "./api-type.ts";
import type { AppType } from "./app.ts";

/**
 * The frontends' typed client is typed by `ApiType`, which names the route
 * factories without the adapters. This is checked by `npm run typecheck`
 * (tsc reads the assertion); a route mounted in app.ts but not in
 * api-type.ts, or on another path, fails it.
 */
describe("ApiType", () => {
  it("is the API that createApi builds, route for route", () => {
    expectTypeOf<ExtractSchema<ApiType>>().toEqualTypeOf<ExtractSchema<AppType>>();
  });
});
