import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { CampaignList } from "./campaign-list.tsx";

const campaign = (over: Partial<{ id: number; subject: string; recipientCount: number; sent: number; failed: number; pending: number }>) => ({
  id: 1,
  subject: "Spring sale",
  createdAt: "2026-03-02T10:00:00.000Z",
  recipientCount: 3,
  sent: 3,
  failed: 0,
  pending: 0,
  ...over,
});

describe("CampaignList", () => {
  it("says so when nothing was sent yet", async () => {
    stubApi({ "GET /api/marketing/campaigns": json([]) });
    renderAdmin(<CampaignList />);
    expect(await screen.findByText("No campaigns sent yet")).toBeTruthy();
  });

  it("shows each campaign's counts, and refreshes while one is pending until it is done", async () => {
    let calls = 0;
    const fetchMock = stubApi({
      "GET /api/marketing/campaigns": () => {
        calls++;
        return Response.json([
          campaign({ id: 2, subject: "Summer camp", recipientCount: 4, sent: calls > 1 ? 3 : 1, failed: calls > 1 ? 1 : 0, pending: calls > 1 ? 0 : 3 }),
          campaign({ id: 1 }),
        ]);
      },
    });
    renderAdmin(<CampaignList />);
    const table = await screen.findByRole("grid", { name: "Campaigns" });
    const summer = () => within(table).getByRole("row", { name: /Summer camp/ });
    await waitFor(() => expect(within(summer()).getByText("Sending")).toBeTruthy());
    expect(
      within(summer())
        .getAllByRole("gridcell")
        .map((cell) => cell.textContent),
    ).toEqual(["Mar 2, 2026", "Sending", "4", "1", "0", "3"]);
    expect(screen.getByRole("status").textContent).toBe("Summer camp: 1 of 4 sent, 3 pending.");
    // The refresh comes by itself while a copy is pending.
    await waitFor(() => expect(within(summer()).getByText("Sent with failures")).toBeTruthy(), { timeout: 5000 });
    expect(
      within(summer())
        .getAllByRole("gridcell")
        .map((cell) => cell.textContent),
    ).toEqual(["Mar 2, 2026", "Sent with failures", "4", "3", "1", "0"]);
    expect(within(table).getByRole("row", { name: /Spring sale/ }).textContent).toContain("Sent");
    const settledCalls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(fetchMock.mock.calls.length).toBe(settledCalls);
  }, 15_000);

  it("shows an error with Retry", async () => {
    stubApi({ "GET /api/marketing/campaigns": json({ message: "Database unavailable" }, 503) });
    renderAdmin(<CampaignList />);
    expect(await screen.findByText("Error loading campaigns")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Retry/ })).toBeTruthy();
  });
});
