import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ContentPanel } from "./content-panel.tsx";

const aboutHeading = {
  id: 3,
  section: "about-heading",
  title: "About us",
  content: null,
  imageUrl: null,
  founderName: null,
  founderTitle: null,
  visible: true,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const writes = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");

describe("the content card editor", () => {
  it("saves a card that spans two sections in one request, creating the missing one", async () => {
    const fetchMock = stubApi({
      "GET /api/content": json([aboutHeading]),
      "PUT /api/content/sections": json([{ ...aboutHeading, title: "Who we are" }]),
    });
    renderAdmin(<ContentPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit About Section" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit About Section" });
    fireEvent.change(within(dialog).getByLabelText("About Heading"), { target: { value: "Who we are" } });
    fireEvent.change(within(dialog).getByLabelText("About Content"), { target: { value: "Hand strung since 2009." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Content" }));

    await waitFor(() => expect(toastQueue.visible[0]).toMatchObject({ title: "Content saved" }));
    const sent = writes(fetchMock);
    expect(sent.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(["PUT /api/content/sections"]);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({
      sections: [
        { section: "about-heading", title: "Who we are" },
        { section: "about-content", content: "Hand strung since 2009." },
      ],
    });
  });

  it("keeps the dialog open with the server's reason when the save is refused", async () => {
    stubApi({
      "GET /api/content": json([aboutHeading]),
      "PUT /api/content/sections": json({ message: "Title is required", errors: { title: "Title is required" } }, 400),
    });
    renderAdmin(<ContentPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit About Section" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit About Section" });
    fireEvent.change(within(dialog).getByLabelText("About Heading"), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Content" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to save content: Title is required");
    expect(screen.getByRole("dialog", { name: "Edit About Section" })).toBeTruthy();
  });

  it("closes without a request when nothing changed", async () => {
    const fetchMock = stubApi({ "GET /api/content": json([aboutHeading]) });
    renderAdmin(<ContentPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit About Section" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit About Section" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Content" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes(fetchMock)).toEqual([]);
  });
});
