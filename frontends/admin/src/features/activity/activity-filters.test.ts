import { describe, expect, it } from "vitest";
import { activityQuery, datesOutOfOrder, filtersFromSearch, kindLabel, NO_ACTIVITY_FILTERS, searchFromFilters } from "./activity-filters.ts";

describe("the Activity filters in the address", () => {
  it("round-trips through the query string, leaving out what is empty", () => {
    const filters = { admin: "sam", kind: "orders" as const, from: "2026-03-01", to: "2026-03-31", page: 3 };
    const search = searchFromFilters(filters);
    expect(search).toBe("?admin=sam&kind=orders&from=2026-03-01&to=2026-03-31&page=3");
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(searchFromFilters(NO_ACTIVITY_FILTERS)).toBe("");
    expect(filtersFromSearch("")).toEqual(NO_ACTIVITY_FILTERS);
  });

  it("drops what it cannot read: an unknown kind, a day that does not exist, a page below 2", () => {
    expect(filtersFromSearch("?kind=wizards&from=2026-02-30&to=yesterday&page=0")).toEqual(NO_ACTIVITY_FILTERS);
    expect(filtersFromSearch("?page=2.5").page).toBe(1);
  });
});

describe("activityQuery", () => {
  it("asks for the page's 50 rows with no filters", () => {
    expect(activityQuery(NO_ACTIVITY_FILTERS)).toEqual({ limit: 50, offset: 0 });
    expect(activityQuery({ ...NO_ACTIVITY_FILTERS, page: 3 })).toEqual({ limit: 50, offset: 100 });
  });

  it("turns From into local midnight and To into the next local midnight", () => {
    const query = activityQuery({ admin: "sam", kind: "inventory", from: "2026-03-01", to: "2026-03-31", page: 1 });
    expect(query.admin).toBe("sam");
    expect(query.kind).toBe("inventory");
    expect(query.since).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.before).toBe(new Date(2026, 3, 1).toISOString());
  });

  it("spots To before From", () => {
    expect(datesOutOfOrder({ ...NO_ACTIVITY_FILTERS, from: "2026-03-02", to: "2026-03-01" })).toBe(true);
    expect(datesOutOfOrder({ ...NO_ACTIVITY_FILTERS, from: "2026-03-01", to: "2026-03-01" })).toBe(false);
    expect(datesOutOfOrder({ ...NO_ACTIVITY_FILTERS, to: "2026-03-01" })).toBe(false);
  });
});

describe("kindLabel", () => {
  it("names the kinds for people", () => {
    expect(kindLabel("orders")).toBe("Orders");
    expect(kindLabel("subscribers")).toBe("Subscribers");
    expect(kindLabel("something-new")).toBe("something-new");
  });
});
