import { describe, expect, it } from "vitest";
import { orderAgainHref, readOrderAgain, withoutOrderAgain } from "./order-again-link.ts";
import { linkSaysPocket, pocketLinkParams, readShooterParam, shooterParamsOf } from "./pocket-link.ts";

const POCKET = {
  meshBrand: "StringKing 4S",
  diamonds: 11,
  sidewallColor: "Red",
  topStringColor: null,
  shooters: [
    { style: "straight", material: null, color: null },
    { style: "v", material: "hockey_lace", color: "Red, white" },
    { style: "u", material: null, color: "Blue" },
  ],
  channel: "slight",
  whip: null,
};

describe("the pocket in detail in a reorder link", () => {
  it("puts each part said in a short parameter, shooters top to bottom, and leaves out what nobody said", () => {
    expect(pocketLinkParams(POCKET)).toEqual([
      ["mesh", "StringKing 4S"],
      ["dia", "11"],
      ["side", "Red"],
      ["s1", "straight"],
      ["s2", "v.hockey_lace.Red, white"],
      ["s3", "u..Blue"],
      ["chan", "slight"],
    ]);
  });

  it("travels in the status page's link beside the form's fields and comes back whole", () => {
    const href = orderAgainHref(69, { serviceType: "Mesh Pocket", stringerNotes: "call 555-0100", pocket: POCKET });
    expect(href).toBe(
      "/?again=69&serviceType=Mesh%20Pocket&mesh=StringKing%204S&dia=11&side=Red&s1=straight&s2=v.hockey_lace.Red%2C%20white&s3=u..Blue&chan=slight#order",
    );
    const read = readOrderAgain(new URL(href, "https://shop.test").search);
    expect(read?.fields).toMatchObject({ mesh: "StringKing 4S", dia: "11", side: "Red", chan: "slight" });
    expect(shooterParamsOf(read?.fields ?? {}).map(readShooterParam)).toEqual([
      { style: "straight", material: "", color: "" },
      { style: "v", material: "hockey_lace", color: "Red, white" },
      { style: "u", material: "", color: "Blue" },
    ]);
    // Read once: the parameters leave the address bar with the rest of the link.
    expect(withoutOrderAgain(new URL(href, "https://shop.test").href)).toBe("/#order");
  });

  it("says nothing for a recipe without a pocket, or with something else in its place", () => {
    expect(pocketLinkParams(undefined)).toEqual([]);
    expect(pocketLinkParams("red")).toEqual([]);
    expect(pocketLinkParams({ shooters: "two", diamonds: Number.NaN })).toEqual([]);
    expect(linkSaysPocket({ serviceType: "Mesh Pocket" })).toBe(false);
    expect(linkSaysPocket({ s1: "v" })).toBe(true);
  });
});
