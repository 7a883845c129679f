import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ShippingPanel } from "./shipping-panel.tsx";

const testLabels = {
  provider: "test",
  keySource: null,
  keySaved: false,
  environmentKey: false,
  testLabels: true,
  shipFrom: null,
  parcel: { lengthIn: 24, widthIn: 10, heightIn: 4, weightLb: 2 },
  parcelSaved: false,
  webhookPath: "/api/webhooks/shippo/abc",
  webhookTokenFromEnvironment: false,
  webhookUrl: "http://shop.test/api/webhooks/shippo/abc",
};

describe("ShippingPanel", () => {
  it("says labels are test labels without a key, and shows the webhook URL and the default parcel", async () => {
    stubApi({ "GET /api/shipping/settings": json(testLabels) });
    renderAdmin(<ShippingPanel />);
    expect(await screen.findByText("Test labels drawn by the app (no Shippo key): not valid for postage.")).toBeTruthy();
    expect(screen.getByText("Test labels")).toBeTruthy();
    expect(screen.getByText("http://shop.test/api/webhooks/shippo/abc")).toBeTruthy();
    expect((screen.getByLabelText("Length (in)") as HTMLInputElement).value).toBe("24");
  });

  it("saves a Shippo key without ever showing it, then names Shippo", async () => {
    const fetchMock = stubApi({
      "GET /api/shipping/settings": json(testLabels),
      "PUT /api/shipping/settings/shippo-key": json({ ...testLabels, provider: "shippo", keySource: "settings", keySaved: true }),
    });
    renderAdmin(<ShippingPanel />);
    const field = (await screen.findByLabelText("Shippo API Key")) as HTMLInputElement;
    expect(field.type).toBe("password");
    fireEvent.change(field, { target: { value: "not a key!" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Key" }));
    expect(await screen.findByText("That does not look like a Shippo API token")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
    fireEvent.change(field, { target: { value: "shippo_test_abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Key" }));
    expect(await screen.findByText("Shippo, with the key saved here (a test key: labels are not valid for postage).")).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText("Shippo API Key") as HTMLInputElement).value).toBe(""));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ apiKey: "shippo_test_abc" });
  });

  it("checks the ship-from address before saving it", async () => {
    const fetchMock = stubApi({ "GET /api/shipping/settings": json(testLabels) });
    renderAdmin(<ShippingPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("checks the parcel with core's messages before saving it", async () => {
    const fetchMock = stubApi({ "GET /api/shipping/settings": json(testLabels) });
    renderAdmin(<ShippingPanel />);
    fireEvent.change(await screen.findByLabelText("Length (in)"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Weight (lb)"), { target: { value: "-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Parcel" }));
    expect(await screen.findByText("Length must be a number")).toBeTruthy();
    expect(screen.getByText("Weight must be more than 0")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });
});
