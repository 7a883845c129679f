import { describe, expect, it } from "vitest";
import { EMPTY_POCKET, isEmptyPocket, pocketDetailsSchema, pocketLines, storedPocketDetails } from "./pocket-details.ts";

describe("pocket details", () => {
  it("turns absent and blank parts into null, so the stored shape is always whole", () => {
    expect(pocketDetailsSchema.parse(undefined)).toEqual(EMPTY_POCKET);
    expect(pocketDetailsSchema.parse({ sidewallColor: "  ", channel: "", shooters: null })).toEqual(EMPTY_POCKET);
    expect(isEmptyPocket(pocketDetailsSchema.parse({}))).toBe(true);
  });

  it("keeps a stringer's recipe: two straight nylons and a V in hockey lace, a slight channel", () => {
    const pocket = pocketDetailsSchema.parse({
      sidewallColor: " red ",
      topStringColor: "white",
      shooters: [
        { style: "straight", material: "nylon", color: "white" },
        { style: "straight", material: "nylon", color: "white" },
        { style: "v", material: "hockey_lace", color: "red" },
      ],
      channel: "slight",
      whip: "low",
      meshBrand: "ECD Hero 3.0",
      diamonds: 10,
    });
    expect(pocket.sidewallColor).toBe("red");
    expect(isEmptyPocket(pocket)).toBe(false);
    expect(pocketLines(pocket)).toEqual([
      { label: "Mesh type", value: "ECD Hero 3.0, 10 diamonds" },
      { label: "Sidewall", value: "red" },
      { label: "Top string", value: "white" },
      { label: "Shooter 1", value: "Straight nylon, white" },
      { label: "Shooter 2", value: "Straight nylon, white" },
      { label: "Shooter 3", value: "V hockey lace, red" },
      { label: "Channel", value: "Slight channel" },
      { label: "Whip", value: "Low whip" },
    ]);
  });

  it.each([
    [{ channel: "huge" }, "channel", "Channel must be one of: No channel, Slight channel, Medium channel, Deep channel"],
    [{ diamonds: 5 }, "diamonds", "Diamonds must be between 6 and 16"],
    [{ diamonds: 10.5 }, "diamonds", "Diamonds must be a whole number"],
    [{ shooters: [{ material: "nylon" }] }, "shooters.0.style", "Shooter style must be one of: Straight, V, U, Double V"],
    [{ shooters: Array.from({ length: 5 }, () => ({ style: "v" })) }, "shooters", "At most 4 shooters"],
    [{ sidewallColor: "x".repeat(41) }, "sidewallColor", "Sidewall color must be at most 40 characters"],
  ])("refuses %j with a message on its field", (input, path, message) => {
    const result = pocketDetailsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([path, message]);
  });

  it("reads back a stored value it cannot parse as an empty pocket rather than failing the order", () => {
    expect(storedPocketDetails({ channel: "sideways" })).toEqual(EMPTY_POCKET);
    expect(storedPocketDetails({ whip: "high" }).whip).toBe("high");
  });
});
