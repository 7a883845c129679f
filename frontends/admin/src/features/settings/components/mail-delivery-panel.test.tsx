import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { MailDeliveryPanel } from "./mail-delivery-panel.tsx";

const resend = {
  provider: "resend",
  configured: true,
  senderEmail: "hello@shop.example",
  ownerEmail: null,
  effectiveOwnerEmail: "hello@shop.example",
  ownerEmailConcern: "unset",
};
const noContactAccount = { "GET /api/config/contact-email": json({ configured: false, senderEmail: null }) };

describe("MailDeliveryPanel", () => {
  it("names the provider in use and where it comes from, and the sender", async () => {
    stubApi({ ...noContactAccount, "GET /api/config/mail": json(resend) });
    renderAdmin(<MailDeliveryPanel />);
    expect(await screen.findByText("Resend")).toBeTruthy();
    expect(screen.getByText("RESEND_API_KEY in the server's environment.")).toBeTruthy();
    expect(screen.getByText("hello@shop.example")).toBeTruthy();
    expect(screen.getByText("Configured")).toBeTruthy();
  });

  it("says when nothing is set up and mail goes to files", async () => {
    stubApi({
      ...noContactAccount,
      "GET /api/config/mail": json({ ...resend, provider: "file", configured: false, senderEmail: null, effectiveOwnerEmail: "no-reply@localhost" }),
    });
    renderAdmin(<MailDeliveryPanel />);
    expect(await screen.findByText("Files (.eml in the data folder)")).toBeTruthy();
    expect(screen.getByText("Files only")).toBeTruthy();
  });

  it("sends a test mail: Sending... while it goes, then what happened", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      ...noContactAccount,
      "GET /api/config/mail": json(resend),
      "POST /api/marketing/test-mail": () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    renderAdmin(<MailDeliveryPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Send a test mail" }));
    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending.getAttribute("data-disabled")).toBe("true");
    answer(Response.json({ ok: true, provider: "resend", to: "hello@shop.example", subject: "Test mail from StringMaster Pro", providerMessageId: "id-1" }));
    expect((await screen.findByRole("status")).textContent).toBe("Test mail sent through Resend to hello@shop.example.");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({});
  });

  it("sends the test to the address typed, and shows the provider's reason when it fails", async () => {
    const fetchMock = stubApi({
      ...noContactAccount,
      "GET /api/config/mail": json(resend),
      "POST /api/marketing/test-mail": json(
        { message: "The test mail could not be sent: Resend refused the API key (HTTP 403 invalid_api_key: API key is invalid.)", ok: false },
        502,
      ),
    });
    renderAdmin(<MailDeliveryPanel />);
    fireEvent.change(await screen.findByLabelText("Send the test to"), { target: { value: "me@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send a test mail" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The test mail could not be sent: Resend refused the API key (HTTP 403 invalid_api_key: API key is invalid.)",
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ to: "me@example.com" });
  });

  it("checks the owner address, saves it, and empties it back to the sender", async () => {
    const fetchMock = stubApi({
      ...noContactAccount,
      "GET /api/config/mail": json(resend),
      "POST /api/config/mail": (init) => {
        const { ownerEmail } = JSON.parse(String(init?.body)) as { ownerEmail: string | null };
        return Response.json({ ...resend, ownerEmail, effectiveOwnerEmail: ownerEmail ?? resend.senderEmail });
      },
    });
    renderAdmin(<MailDeliveryPanel />);
    const form = await screen.findByRole("form", { name: "Owner address" });
    const field = within(form).getByLabelText("Owner Email");
    fireEvent.change(field, { target: { value: "owner" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save Owner Email" }));
    expect(await within(form).findByText("Please enter a valid email address")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.change(field, { target: { value: "Owner@Example.com" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save Owner Email" }));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("owner@example.com"));
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save Owner Email" }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(2));
    const bodies = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([, init]) => JSON.parse(String(init!.body)));
    expect(bodies).toEqual([{ ownerEmail: "owner@example.com" }, { ownerEmail: null }]);
  });

  it("prompts for the owner address while notices would go to a local no-reply address, and not once one is saved", async () => {
    stubApi({
      ...noContactAccount,
      "GET /api/config/mail": json({
        ...resend,
        provider: "file",
        ownerEmail: null,
        effectiveOwnerEmail: "no-reply@localhost",
        ownerEmailConcern: "localhost",
      }),
    });
    const { unmount } = renderAdmin(<MailDeliveryPanel />);
    expect(await screen.findByText("Owner address needed.")).toBeTruthy();
    expect(screen.getByText(/go to no-reply@localhost, a local address nobody reads/)).toBeTruthy();
    unmount();
    const saved = { ...resend, ownerEmail: "owner@shop.example", effectiveOwnerEmail: "owner@shop.example", ownerEmailConcern: null };
    stubApi({ ...noContactAccount, "GET /api/config/mail": json(saved) });
    renderAdmin(<MailDeliveryPanel />);
    await screen.findByText("Resend");
    expect(screen.queryByText("Owner address needed.")).toBeNull();
  });

  it("is the one mail panel: the contact-form account sits inside it", async () => {
    stubApi({ ...noContactAccount, "GET /api/config/mail": json(resend) });
    renderAdmin(<MailDeliveryPanel />);
    expect(await screen.findByRole("heading", { name: "Contact-form messages (optional)" })).toBeTruthy();
    expect(screen.getByText(/Contact-form messages go through the provider above, to the owner address/)).toBeTruthy();
  });
});
