import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client.ts";

describe("createQueryClient", () => {
  it("uses the spec's defaults: no retries, no refetching, never stale", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
