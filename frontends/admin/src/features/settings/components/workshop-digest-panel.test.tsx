import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { WorkshopDigestPanel } from "./workshop-digest-panel.tsx";

const DIGEST = "/api/settings/workshop/digest";
const FEED = "/api/workshop/calendar-feed";
const URL_ONE = "https://shop.example/api/workshop/calendar/one.ics";
const URL_TWO = "https://shop.example/api/workshop/calendar/two.ics";
const saved = { enabled: false, hour: 7, to: null, ownerEmail: "owner@shop.example" };

const digestForm = () => screen.findByRole("form", { name: "Morning digest" });
const putBody = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([input, init]) => String(input) === path && init?.method === "PUT");
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("WorkshopDigestPanel", () => {
  it("turns the digest on at a chosen hour, to the owner's address when no other is given", async () => {
    const fetchMock = stubApi({
      [`GET ${DIGEST}`]: json(saved),
      [`PUT ${DIGEST}`]: json({ ...saved, enabled: true, hour: 6 }),
      [`GET ${FEED}`]: json({ url: null }),
    });
    renderAdmin(<WorkshopDigestPanel />);
    const form = await digestForm();
    expect(within(form).getByText(/Leave empty for the owner address your order notices go to \(owner@shop\.example\)/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("switch", { name: "Send me the morning digest" }));
    fireEvent.click(within(form).getByRole("button", { name: /Send from/ }));
    fireEvent.click(await screen.findByRole("option", { name: "6:00 am" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save digest" }));
    await waitFor(() => expect(toastQueue.visible[0]?.title).toBe("Morning digest saved"));
    expect(putBody(fetchMock, DIGEST)).toEqual({ enabled: true, hour: 6, to: null });
    expect(toastQueue.visible[0]?.description).toBe("Working mornings from 6:00 am, to owner@shop.example.");
  });

  it("checks the address before sending, and shows the server's message beside its field", async () => {
    const fetchMock = stubApi({
      [`GET ${DIGEST}`]: json(saved),
      [`PUT ${DIGEST}`]: json({ message: "Please enter a valid email address", errors: { to: "Please enter a valid email address" } }, 400),
      [`GET ${FEED}`]: json({ url: null }),
    });
    renderAdmin(<WorkshopDigestPanel />);
    const form = await digestForm();
    const to = within(form).getByLabelText("Send to") as HTMLInputElement;
    fireEvent.change(to, { target: { value: "not an address" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save digest" }));
    expect(await within(form).findByText("Please enter a valid email address")).toBeTruthy();
    expect(putBody(fetchMock, DIGEST)).toBeUndefined();

    fireEvent.change(to, { target: { value: "bench@shop.example" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save digest" }));
    await waitFor(() => expect(putBody(fetchMock, DIGEST)).toEqual({ enabled: false, hour: 7, to: "bench@shop.example" }));
    expect(await within(form).findByText("Please enter a valid email address")).toBeTruthy();
    expect(to.value).toBe("bench@shop.example");
  });

  it("makes a calendar link, replaces it after a confirmation, and turns it off", async () => {
    let current: string | null = null;
    const fetchMock = stubApi({
      [`GET ${DIGEST}`]: json(saved),
      [`GET ${FEED}`]: () => Response.json({ url: current }),
      [`POST ${FEED}`]: () => {
        current = current === URL_ONE ? URL_TWO : URL_ONE;
        return Response.json({ url: current });
      },
      [`DELETE ${FEED}`]: () => {
        current = null;
        return new Response(null, { status: 204 });
      },
    });
    renderAdmin(<WorkshopDigestPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Make calendar link" }));
    expect(((await screen.findByLabelText("Calendar feed link")) as HTMLInputElement).value).toBe(URL_ONE);

    fireEvent.click(screen.getByRole("button", { name: "Replace link" }));
    const replace = await screen.findByRole("dialog", { name: "Replace the calendar link?" });
    fireEvent.click(within(replace).getByRole("button", { name: "Replace link" }));
    await waitFor(() => expect((screen.getByLabelText("Calendar feed link") as HTMLInputElement).value).toBe(URL_TWO));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Turn off link" }));
    const revoke = await screen.findByRole("dialog", { name: "Turn off the calendar link?" });
    fireEvent.click(within(revoke).getByRole("button", { name: "Turn off link" }));
    expect(await screen.findByRole("button", { name: "Make calendar link" })).toBeTruthy();
    expect(screen.queryByLabelText("Calendar feed link")).toBeNull();
    expect(fetchMock.mock.calls.filter(([input, init]) => String(input) === FEED && init?.method === "POST")).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([input, init]) => String(input) === FEED && init?.method === "DELETE")).toBe(true);
  });
});
