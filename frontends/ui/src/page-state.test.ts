import { afterEach, describe, expect, it } from "vitest";
import { PAGE_STATE_ID, readPageState } from "./page-state.ts";

const withState = (text: string) => {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PAGE_STATE_ID;
  script.textContent = text;
  document.body.append(script);
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("readPageState", () => {
  it("reads the query cache the server rendered the page with", () => {
    withState(JSON.stringify({ mutations: [], queries: [{ queryKey: ["/api/services"], queryHash: '["/api/services"]', state: { data: [] } }] }));
    expect(readPageState(document)?.queries[0]?.queryKey).toEqual(["/api/services"]);
  });

  it("gives nothing for a page rendered in the browser or for unusable JSON, so the page asks the API itself", () => {
    expect(readPageState(document)).toBeUndefined();
    withState("{not json");
    expect(readPageState(document)).toBeUndefined();
    document.body.innerHTML = "";
    withState('{"queries": "nope"}');
    expect(readPageState(document)).toBeUndefined();
  });
});
