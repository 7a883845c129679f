import { describe, expect, it } from "vitest";
import { LABEL_STATE_TEXT, labelState } from "./label-state.ts";

const none = { returnLabelUrl: null, outboundLabelUrl: null, shippingLabelUrl: null };

describe("label state", () => {
  it("tells both, return only, outbound only and none apart", () => {
    expect(labelState({ ...none, returnLabelUrl: "/r", outboundLabelUrl: "/o", shippingLabelUrl: "/s" })).toBe("both");
    expect(labelState({ ...none, returnLabelUrl: "/r" })).toBe("return_only");
    expect(labelState({ ...none, outboundLabelUrl: "/o", shippingLabelUrl: "/s" })).toBe("outbound_only");
    expect(labelState(none)).toBe("none");
    expect(LABEL_STATE_TEXT.none).toBe("No Labels");
  });

  it("names the single label of Create Label by its direction: it ships the head out", () => {
    expect(LABEL_STATE_TEXT[labelState({ ...none, shippingLabelUrl: "/s" })]).toBe("Outbound Label");
    expect(LABEL_STATE_TEXT[labelState({ ...none, returnLabelUrl: "/r", shippingLabelUrl: "/s" })]).toBe("Return and Outbound");
  });
});
