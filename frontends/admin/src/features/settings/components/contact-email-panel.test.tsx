import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ContactEmailSection, DEFAULT_CONTACT_SENDER } from "./contact-email-panel.tsx";

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Email Configuration" }));

describe("ContactEmailSection", () => {
  it("prefills the saved sender, says what is missing, and sends nothing", async () => {
    const fetchMock = stubApi({ "GET /api/config/contact-email": json({ configured: true, senderEmail: "shop@example.com" }) });
    renderAdmin(<ContactEmailSection />);
    await waitFor(() => expect(field("Sender Email").value).toBe("shop@example.com"));
    save();
    expect((await screen.findAllByText("Missing credentials")).length).toBe(2);
    expect(toastQueue.visible[0]).toMatchObject({ title: "Missing credentials", variant: "destructive" });
    fireEvent.change(field("Mailjet API Key"), { target: { value: "key" } });
    await waitFor(() => expect(screen.getAllByText("Missing credentials")).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("keeps a sender being typed when the saved one arrives, and saves, emptying the credentials", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      "GET /api/config/contact-email": () => new Promise<Response>((resolve) => (answer = resolve)),
      "POST /api/config/contact-email": json({ configured: true, senderEmail: "new@example.com" }),
    });
    renderAdmin(<ContactEmailSection />);
    expect(field("Sender Email").value).toBe(DEFAULT_CONTACT_SENDER);
    fireEvent.change(field("Sender Email"), { target: { value: "new@example.com" } });
    answer(Response.json({ configured: false, senderEmail: null }));
    await screen.findByText("Same provider");
    expect(field("Sender Email").value).toBe("new@example.com");

    fireEvent.change(field("Mailjet API Key"), { target: { value: " key " } });
    fireEvent.change(field("Mailjet API Secret"), { target: { value: "secret" } });
    save();
    await waitFor(() => expect(toastQueue.visible[0]?.title).toBe("Email configuration saved"));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ apiKey: "key", apiSecret: "secret", senderEmail: "new@example.com" });
    expect(field("Mailjet API Key").value).toBe("");
    expect(field("Mailjet API Secret").value).toBe("");
    expect(field("Sender Email").value).toBe("new@example.com");
  });

  it("says an address is not one", async () => {
    stubApi({ "GET /api/config/contact-email": json({ configured: false, senderEmail: null }) });
    renderAdmin(<ContactEmailSection />);
    await screen.findByText("Same provider");
    fireEvent.change(field("Mailjet API Key"), { target: { value: "key" } });
    fireEvent.change(field("Mailjet API Secret"), { target: { value: "secret" } });
    fireEvent.change(field("Sender Email"), { target: { value: "not an address" } });
    save();
    expect(await screen.findByText("Please enter a valid email address", { selector: "span" })).toBeTruthy();
    expect(toastQueue.visible[0]).toMatchObject({ title: "Invalid email address" });
  });
});
