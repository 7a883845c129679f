import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ContentPanel } from "./content-panel.tsx";

const contactInfo = {
  id: 7,
  section: "contact-info",
  title: "Get in Touch",
  content: "Phone: (555) 123-4567\nEmail: info@stringmasterpro.com\nAddress: 123 Lacrosse Lane, Baltimore, MD 21201",
  imageUrl: null,
  founderName: "123 Lacrosse Lane|Baltimore, MD 21201",
  founderTitle: "(555) 123-4567|Mon-Fri 9am to 6pm|info@stringmasterpro.com",
  visible: true,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the contact information editor", () => {
  it("shows one field per address line, phone, hours and e-mail, and stores them in the barred format", async () => {
    const fetchMock = stubApi({ "GET /api/content": json([contactInfo]), "PUT /api/content/sections": json([contactInfo]) });
    renderAdmin(<ContentPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Contact Information" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Contact Information" });
    expect(within(dialog).queryByText(/Separate/)).toBeNull();
    expect(within(dialog).getByLabelText("Address line 1")).toHaveProperty("value", "123 Lacrosse Lane");
    expect(within(dialog).getByLabelText("Address line 2")).toHaveProperty("value", "Baltimore, MD 21201");
    expect(within(dialog).getByLabelText("Hours")).toHaveProperty("value", "Mon-Fri 9am to 6pm");
    fireEvent.change(within(dialog).getByLabelText("Address line 1"), { target: { value: "9 Harbor Rd" } });
    fireEvent.change(within(dialog).getByLabelText("Phone"), { target: { value: "(410) 555-0100" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Content" }));

    await waitFor(() => expect(toastQueue.visible[0]).toMatchObject({ title: "Content saved" }));
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({
      sections: [
        {
          section: "contact-info",
          content: "Phone: (410) 555-0100\nEmail: info@stringmasterpro.com\nAddress: 9 Harbor Rd, Baltimore, MD 21201",
          founderName: "9 Harbor Rd|Baltimore, MD 21201",
          founderTitle: "(410) 555-0100|Mon-Fri 9am to 6pm|info@stringmasterpro.com",
        },
      ],
    });
  });

  it("previews the fields, not the stored bars", async () => {
    stubApi({ "GET /api/content": json([contactInfo]) });
    renderAdmin(<ContentPanel />);
    expect(await screen.findByText("123 Lacrosse Lane, Baltimore, MD 21201")).toBeTruthy();
    expect(screen.queryByText(/\|/)).toBeNull();
  });
});
