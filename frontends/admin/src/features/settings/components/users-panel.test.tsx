import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { UsersPanel } from "./users-panel.tsx";

const me = {
  id: 1,
  username: "owner",
  name: "Head Stringer",
  email: null,
  role: "admin",
  owner: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastSignInAt: "2026-03-02T11:30:00.000Z",
  isYou: true,
};
const helper = { ...me, id: 2, username: "helper", name: "Helper", owner: false, lastSignInAt: null, isYou: false };

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? "GET"} ${String(url)}` === key);
  return call ? JSON.parse(String(call[1]?.body ?? "null")) : undefined;
};

describe("UsersPanel", () => {
  it("lists users with role and last sign-in; offers no reset or removal of yourself", async () => {
    stubApi({ "GET /api/users": json([me, helper]) });
    renderAdmin(<UsersPanel />);
    const mine = await screen.findByRole("row", { name: /owner/ });
    expect(within(mine).getByText("You")).toBeTruthy();
    expect(within(mine).getByText(/Mar 2, 2026/)).toBeTruthy();
    expect(within(mine).queryByRole("button")).toBeNull();
    const theirs = screen.getByRole("row", { name: /helper/ });
    expect(within(theirs).getByText("Never")).toBeTruthy();
    expect(within(theirs).getByText("admin")).toBeTruthy();
    expect(within(theirs).getByRole("button", { name: "Remove helper" })).toBeTruthy();
  });

  it("marks the owner; another admin sees the owner's reset and removal disabled and cannot hand ownership on", async () => {
    stubApi({
      "GET /api/users": json([
        { ...me, isYou: false },
        { ...helper, isYou: true },
      ]),
    });
    renderAdmin(<UsersPanel />);
    const owners = await screen.findByRole("row", { name: /owner/ });
    expect(within(owners).getByText("Owner")).toBeTruthy();
    expect((within(owners).getByRole("button", { name: "Reset password of owner" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(owners).getByRole("button", { name: "Remove owner" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /Make .* the owner/ })).toBeNull();
  });

  it("lets the owner make another admin the owner after a confirmation, and reads the list again", async () => {
    const fetchMock = stubApi({ "GET /api/users": json([me, helper]), "POST /api/users/2/make-owner": json({ message: "Owner changed", id: 2 }) });
    renderAdmin(<UsersPanel />);
    const theirs = await screen.findByRole("row", { name: /helper/ });
    expect((within(theirs).getByRole("button", { name: "Remove helper" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(theirs).getByRole("button", { name: "Make helper the owner" }));
    const confirm = await screen.findByRole("dialog", { name: "Make owner?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Make owner" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === "/api/users/2/make-owner" && init?.method === "POST")).toBe(true));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/users").length).toBe(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("adds an admin and shows the generated password once, with a copy button", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const fetchMock = stubApi({
      "GET /api/users": json([me]),
      "POST /api/users": json({ user: { ...helper, username: "coach" }, password: "s3cr3tgeneratedpassw0rd" }, 201),
    });
    renderAdmin(<UsersPanel />);
    await screen.findByRole("row", { name: /owner/ });
    fireEvent.click(screen.getByRole("button", { name: "Add admin" }));
    const form = await screen.findByRole("dialog", { name: "Add admin" });
    fireEvent.click(within(form).getByRole("button", { name: "Add admin" }));
    expect(await within(form).findByText("Username is required")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Username"), { target: { value: "coach" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add admin" }));

    const shown = await screen.findByRole("dialog", { name: "coach added" });
    expect(bodyOf(fetchMock, "POST /api/users")).toEqual({ username: "coach" });
    expect((within(shown).getByLabelText("Password") as HTMLInputElement).value).toBe("s3cr3tgeneratedpassw0rd");
    fireEvent.click(within(shown).getByRole("button", { name: "Copy password" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("s3cr3tgeneratedpassw0rd"));
    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByDisplayValue("s3cr3tgeneratedpassw0rd")).toBeNull();
  });

  it("shows the server's refusal of a taken username under the field", async () => {
    stubApi({ "GET /api/users": json([me]), "POST /api/users": json({ message: "A user with that username already exists" }, 409) });
    renderAdmin(<UsersPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Add admin" }));
    const form = await screen.findByRole("dialog", { name: "Add admin" });
    fireEvent.change(within(form).getByLabelText("Username"), { target: { value: "owner" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add admin" }));
    expect(await within(form).findByText("A user with that username already exists")).toBeTruthy();
  });

  it("resets another admin's password after a confirmation and shows the new one once", async () => {
    stubApi({ "GET /api/users": json([me, helper]), "POST /api/users/2/password": json({ password: "n3wrandompassword", sessionsEnded: 1 }) });
    renderAdmin(<UsersPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Reset password of helper" }));
    const confirm = await screen.findByRole("dialog", { name: "Reset password?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Reset password" }));
    const shown = await screen.findByRole("dialog", { name: "New password for helper" });
    expect((within(shown).getByLabelText("Password") as HTMLInputElement).value).toBe("n3wrandompassword");
  });

  it("removes another admin after a confirmation and reads the list again", async () => {
    const fetchMock = stubApi({ "GET /api/users": json([me, helper]), "DELETE /api/users/2": json({ message: "User removed", id: 2 }) });
    renderAdmin(<UsersPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove helper" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove user?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/users").length).toBe(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("changes your own password: checks the form, shows a wrong current password under its field", async () => {
    let attempt = 0;
    const fetchMock = stubApi({
      "GET /api/users": json([me]),
      "POST /api/user/password": () =>
        ++attempt === 1
          ? Response.json({ message: "Current password is incorrect", errors: { currentPassword: "Current password is incorrect" } }, { status: 400 })
          : Response.json({ message: "Password changed" }),
    });
    renderAdmin(<UsersPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Change your password" }));
    const form = await screen.findByRole("dialog", { name: "Change your password" });
    const fill = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill("Current password", "wrong one");
    fill("New password", "short");
    fill("Confirm new password", "other");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(within(form).getByText("Passwords do not match")).toBeTruthy();

    fill("New password", "a long new passphrase");
    fill("Confirm new password", "a long new passphrase");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Current password is incorrect")).toBeTruthy();
    fill("Current password", "the right one");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodyOf(fetchMock, "POST /api/user/password")).toEqual({ currentPassword: "wrong one", newPassword: "a long new passphrase" });
  });
});
