import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ActivityRetentionPanel } from "./activity-retention-panel.tsx";

const field = () => screen.getByLabelText("Keep activity for (days)") as HTMLInputElement;

describe("ActivityRetentionPanel", () => {
  it("shows the saved number of days and saves a new one with a toast", async () => {
    let stored = 365;
    const fetchMock = stubApi({
      "GET /api/settings/activity": () => Response.json({ retentionDays: stored }),
      "PUT /api/settings/activity": (init) => {
        stored = (JSON.parse(String(init?.body)) as { retentionDays: number }).retentionDays;
        return Response.json({ retentionDays: stored });
      },
    });
    renderAdmin(<ActivityRetentionPanel />);
    expect(await screen.findByText("Kept 365 days")).toBeTruthy();
    expect(field().value).toBe("365");
    expect(screen.getByText(/^Saved: 365 days\./)).toBeTruthy();

    fireEvent.change(field(), { target: { value: "90" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastQueue.visible.map((t) => t.title)).toEqual(["Activity retention saved"]));
    expect(toastQueue.visible[0]!.description).toBe("Activity is kept for 90 days.");
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ retentionDays: 90 });
    expect(await screen.findByText("Kept 90 days")).toBeTruthy();
    expect(field().value).toBe("90");
  });

  it("checks the number before sending, and shows the server's reason under the field on a 400", async () => {
    const fetchMock = stubApi({
      "GET /api/settings/activity": json({ retentionDays: 30 }),
      "PUT /api/settings/activity": json({ message: "Invalid input", errors: { retentionDays: "Keep activity for at most 3650 days" } }, 400),
    });
    renderAdmin(<ActivityRetentionPanel />);
    await screen.findByText("Kept 30 days");

    fireEvent.change(field(), { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Retention must be a whole number of days")).toBeTruthy();
    fireEvent.change(field(), { target: { value: "" } });
    await waitFor(() => expect(screen.queryByText("Retention must be a whole number of days")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Retention must be a number of days")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    fireEvent.change(field(), { target: { value: "400" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Keep activity for at most 3650 days")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Kept 30 days")).toBeTruthy();
  });
});
