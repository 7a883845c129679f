import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { InboxPage, INBOX_PAGE_SIZE } from "./inbox-page.tsx";

const message = (id: number, responded: boolean, extra: Partial<{ name: string; email: string; message: string }> = {}) => ({
  id,
  name: extra.name ?? `Sender ${id}`,
  email: extra.email ?? `sender${id}@example.com`,
  message: extra.message ?? `Message number ${id}, please reply.`,
  responded,
  createdAt: new Date(Date.UTC(2026, 2, 1, 12, 0) - id * 60_000).toISOString(),
});

describe("InboxPage", () => {
  it("lists the messages newest first as plain text, with a reply link and the count awaiting a reply", async () => {
    stubApi({
      "GET /api/contacts": json([
        message(1, false, { name: "Mia Message", email: "mia@example.com", message: "<b>Can</b> you string\na goalie head?" }),
        message(2, true),
      ]),
    });
    renderAdmin(<InboxPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Inbox" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Messages" });
    const items = within(list).getAllByRole("article");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Mia Message", "Sender 2"]);
    // Escaped plain text, line breaks kept.
    expect(within(items[0]!).getByText(/<b>Can<\/b> you string/).textContent).toBe("<b>Can</b> you string\na goalie head?");
    expect(list.querySelector("b")).toBeNull();
    expect(within(items[0]!).getByText("Awaiting reply")).toBeTruthy();
    expect(within(items[1]!).getByText("Responded")).toBeTruthy();
    const reply = within(items[0]!).getByRole("link", { name: "Reply to Mia Message" });
    expect(reply.getAttribute("href")).toMatch(/^mailto:mia@example\.com\?subject=Re%3A%20your%20message/);
    expect(screen.getByText("1 awaiting a reply · 2 in all")).toBeTruthy();
  });

  it("links a message to the order it names, and no other message", async () => {
    stubApi({ "GET /api/contacts": json([message(1, false, { message: "Any news on my order #42?" }), message(2, false)]) });
    renderAdmin(<InboxPage />);
    const items = within(await screen.findByRole("list", { name: "Messages" })).getAllByRole("article");
    expect(within(items[0]!).getByRole("link", { name: "Order #42" }).getAttribute("href")).toBe("/admin/orders/42");
    expect(within(items[1]!).queryByRole("link", { name: /Order #/ })).toBeNull();
  });

  it("filters by responded and marks a message as responded", async () => {
    let stored = [message(1, false, { name: "Ann" }), message(2, true, { name: "Ben" })];
    const fetchMock = stubApi({
      "GET /api/contacts": () => Response.json(stored),
      "PATCH /api/contacts/1": (init) => {
        const { responded } = JSON.parse(String(init?.body)) as { responded: boolean };
        stored = stored.map((m) => (m.id === 1 ? { ...m, responded } : m));
        return Response.json(stored[0]);
      },
    });
    renderAdmin(<InboxPage />);
    await screen.findByRole("list", { name: "Messages" });
    fireEvent.click(screen.getByRole("tab", { name: "Awaiting reply" }));
    const panel = await screen.findByRole("tabpanel");
    await waitFor(() => expect(within(panel).getAllByRole("article")).toHaveLength(1));
    expect(within(panel).getByRole("heading", { name: "Ann" })).toBeTruthy();

    fireEvent.click(within(panel).getByRole("button", { name: "Mark as responded: message from Ann" }));
    await waitFor(() => expect(toastQueue.visible.map((t) => t.title)).toEqual(["Marked as responded"]));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ responded: true });
    expect(await within(panel).findByText("No messages awaiting a reply")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Responded" }));
    const responded = await screen.findByRole("tabpanel");
    await waitFor(() => expect(within(responded).getAllByRole("article")).toHaveLength(2));
  });

  it("pages through many messages", async () => {
    stubApi({ "GET /api/contacts": json(Array.from({ length: INBOX_PAGE_SIZE + 3 }, (_, i) => message(i + 1, false))) });
    renderAdmin(<InboxPage />);
    const list = await screen.findByRole("list", { name: "Messages" });
    expect(within(list).getAllByRole("article")).toHaveLength(INBOX_PAGE_SIZE);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Messages" })).getAllByRole("article")).toHaveLength(3));
    expect(screen.getByText(`Page 2 · Showing ${INBOX_PAGE_SIZE + 1}–${INBOX_PAGE_SIZE + 3}`)).toBeTruthy();
  });

  it("says when there is nothing, and offers Retry when the list cannot be loaded", async () => {
    let fail = true;
    stubApi({ "GET /api/contacts": () => (fail ? Response.json({ message: "Database unavailable" }, { status: 503 }) : Response.json([])) });
    renderAdmin(<InboxPage />);
    expect(await screen.findByText("Error loading messages")).toBeTruthy();
    expect(screen.getByText("Database unavailable")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No messages yet")).toBeTruthy();
  });
});
