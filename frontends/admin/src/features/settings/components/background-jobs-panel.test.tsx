import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { BackgroundJobsPanel } from "./background-jobs-panel.tsx";

const failed = {
  id: "5b4a1c2e-0000-4000-8000-000000000001",
  name: "order-mail",
  about: "Order #42: order received mail",
  attempts: 12,
  error: "Mailjet refused the credentials",
  createdAt: "2026-03-01T10:00:00.000Z",
  failedAt: "2026-03-02T11:30:00.000Z",
};

describe("BackgroundJobsPanel", () => {
  it("says so when no job failed", async () => {
    stubApi({ "GET /api/jobs/failed": json([]) });
    renderAdmin(<BackgroundJobsPanel />);
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
  });

  it("lists each failed job: what it was for, attempts, last error, when; Retry runs it again", async () => {
    const fetchMock = stubApi({
      "GET /api/jobs/failed": json([failed]),
      [`POST /api/jobs/failed/${failed.id}/retry`]: json({ id: failed.id, retried: true }),
    });
    renderAdmin(<BackgroundJobsPanel />);
    const row = await screen.findByRole("row", { name: /Order mail/ });
    expect(within(row).getByText("Order #42: order received mail")).toBeTruthy();
    expect(within(row).getByText("Order mail")).toBeTruthy();
    expect(within(row).getByText("12")).toBeTruthy();
    expect(within(row).getByText("Mailjet refused the credentials")).toBeTruthy();
    expect(within(row).getByText(/Mar 2, 2026/)).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Retry Order #42: order received mail" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `/api/jobs/failed/${failed.id}/retry` && init?.method === "POST")).toBe(true),
    );
    // The list is read again, so the retried job leaves it.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/jobs/failed").length).toBe(2));
  });

  it("shows an error with Retry when the list cannot be loaded", async () => {
    stubApi({ "GET /api/jobs/failed": json({ message: "Admin privileges required" }, 403) });
    renderAdmin(<BackgroundJobsPanel />);
    expect(await screen.findByText("Error loading background jobs")).toBeTruthy();
  });
});
