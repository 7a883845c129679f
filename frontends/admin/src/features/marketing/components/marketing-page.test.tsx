import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { MarketingPage } from "./marketing-page.tsx";

const row = { name: null, createdAt: "2026-03-01T10:00:00.000Z", suppressedAt: null, suppressionReason: null };

describe("MarketingPage", () => {
  it("offers Setup and disables sending while the email service is not configured, and marks the page noindex", async () => {
    stubApi({
      "GET /api/marketing/status": json({ configured: false, senderEmail: null }),
      "GET /api/subscribers?limit=21": json([]),
      "GET /api/marketing/campaigns": json([]),
    });
    const { unmount } = renderAdmin(<MarketingPage />);
    // The first render of the file also loads the page: give it time on a busy machine.
    expect(await screen.findByRole("button", { name: "Setup" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Campaign" }).hasAttribute("disabled")).toBe(true);
    expect(await screen.findByText("No subscribers in your list yet")).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("lists subscribers with their status, offers Unsubscribe only to subscribed ones, and unsubscribes after confirming", async () => {
    const fetchMock = stubApi({
      "GET /api/marketing/status": json({ configured: true, senderEmail: "shop@example.com" }),
      "GET /api/subscribers?limit=21": json([
        { ...row, id: 1, email: "a@example.com", name: "Ann", subscribed: true, createdAt: "2026-03-02T10:00:00.000Z", status: "subscribed" },
        {
          ...row,
          id: 2,
          email: "b@example.com",
          subscribed: false,
          suppressedAt: "2026-03-03T10:00:00.000Z",
          suppressionReason: "unsubscribed",
          status: "unsubscribed",
        },
        {
          ...row,
          id: 3,
          email: "c@example.com",
          subscribed: false,
          suppressedAt: "2026-03-03T10:00:00.000Z",
          suppressionReason: "hard_bounce",
          status: "bounced",
        },
        {
          ...row,
          id: 4,
          email: "d@example.com",
          subscribed: false,
          suppressedAt: "2026-03-03T10:00:00.000Z",
          suppressionReason: "spam_complaint",
          status: "complained",
        },
      ]),
      "GET /api/marketing/campaigns": json([]),
      "PATCH /api/subscribers/1/unsubscribe": json({ id: 1, email: "a@example.com", name: "Ann", subscribed: false, createdAt: "2026-03-02T10:00:00.000Z" }),
    });
    renderAdmin(<MarketingPage />);
    expect(await screen.findByRole("button", { name: "Create Campaign" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Email Settings" })).toBeTruthy();
    await screen.findByText("a@example.com");
    expect(screen.getByText("Mar 2, 2026")).toBeTruthy();
    const statusOf = (email: string) => screen.getByRole("row", { name: new RegExp(email) });
    expect(within(statusOf("a@example.com")).getByText("Subscribed")).toBeTruthy();
    expect(within(statusOf("b@example.com")).getByText("Unsubscribed")).toBeTruthy();
    expect(within(statusOf("c@example.com")).getByText("Suppressed (bounced)")).toBeTruthy();
    expect(within(statusOf("d@example.com")).getByText("Suppressed (complaint)")).toBeTruthy();
    for (const email of ["b@example.com", "c@example.com", "d@example.com"]) {
      expect(screen.queryByRole("button", { name: `Unsubscribe ${email}` })).toBeNull();
    }
    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe a@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Unsubscribe this subscriber?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unsubscribe" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url) === "/api/subscribers/1/unsubscribe" && init?.method === "PATCH")).toBe(true),
    );
  });

  it("validates the campaign with the spec's messages before sending", async () => {
    const fetchMock = stubApi({
      "GET /api/marketing/status": json({ configured: true, senderEmail: "shop@example.com" }),
      "GET /api/subscribers?limit=21": json([]),
      "GET /api/marketing/campaigns": json([]),
      "POST /api/marketing/preview": json({ subject: "Spring", html: "<p>Fresh</p>", text: "Fresh", recipientCount: 3 }),
      "POST /api/marketing/send-campaign": json({ campaignId: 7, recipientCount: 3 }, 202),
    });
    renderAdmin(<MarketingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Create Campaign" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Email Campaign" });
    expect(within(dialog).getByText(/up to 3 files/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Campaign" }));
    expect(await within(dialog).findByText("Subject is required")).toBeTruthy();
    expect(within(dialog).getByText("Email content must be at least 10 characters")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Subject"), { target: { value: "Spring" } });
    fireEvent.change(within(dialog).getByLabelText("Email Content"), { target: { value: "Fresh mesh is in stock." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Campaign" }));
    // Nothing goes out before the owner confirms the count.
    const confirm = await screen.findByRole("dialog", { name: "Send this campaign?" });
    expect(within(confirm).getByText("“Spring” goes to 3 subscribers now. A sent campaign cannot be called back.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/marketing/send-campaign")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Send to 3 subscribers" }));
    expect(await screen.findByText(/^Queued for 3 subscribers\./)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url) === "/api/marketing/send-campaign")!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ subject: "Spring", content: "Fresh mesh is in stock.", attachments: [] });
  });

  it("names the provider really in use, as Settings does, and not Mailjet by default", async () => {
    stubApi({
      "GET /api/marketing/status": json({ configured: true, senderEmail: "no-reply@localhost", provider: "file" }),
      "GET /api/subscribers?limit=21": json([]),
      "GET /api/marketing/campaigns": json([]),
    });
    renderAdmin(<MarketingPage />);
    expect(await screen.findByText("Files (.eml in the data folder) · Configured")).toBeTruthy();
    expect(screen.queryByText(/Mailjet/)).toBeNull();
  });

  it("previews the campaign in the branded template with its recipient count, and sends a test to the owner", async () => {
    const fetchMock = stubApi({
      "GET /api/marketing/status": json({ configured: true, senderEmail: "shop@example.com", provider: "mailjet" }),
      "GET /api/subscribers?limit=21": json([]),
      "GET /api/marketing/campaigns": json([]),
      "POST /api/marketing/preview": json({ subject: "Spring", html: "<html><body><p>Fresh mesh</p></body></html>", text: "Fresh mesh", recipientCount: 1 }),
      "POST /api/marketing/test-campaign": json({ ok: true, provider: "mailjet", to: "owner@example.com", subject: "[Test] Spring", providerMessageId: "m1" }),
    });
    renderAdmin(<MarketingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Create Campaign" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Email Campaign" });
    fireEvent.change(within(dialog).getByLabelText("Subject"), { target: { value: "Spring" } });
    fireEvent.change(within(dialog).getByLabelText("Email Content"), { target: { value: "Fresh mesh is in stock." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Preview" }));
    const frame = (await within(dialog).findByTitle("Campaign preview")) as HTMLIFrameElement;
    expect(frame.getAttribute("srcdoc")).toContain("<p>Fresh mesh</p>");
    expect(within(dialog).getByText("Preview: as 1 subscriber will see it")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send a test to the owner" }));
    expect(await within(dialog).findByText("Test sent to owner@example.com.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/marketing/send-campaign")).toBe(false);
  });
});
