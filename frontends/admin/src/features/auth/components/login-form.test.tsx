import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { USER_QUERY_KEY } from "../api/get-user.ts";
import { LoginForm } from "./login-form.tsx";

const user = { id: 1, username: "ada", name: "Ada Admin", email: null, role: "admin" };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Log in|Logging in/ }));

describe("LoginForm", () => {
  it("says which fields are required, under the fields, and focuses the first, without calling the API", async () => {
    const fetchMock = stubApi({});
    renderAdmin(<LoginForm onSignedIn={() => {}} />);
    submit();
    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(field("Username").getAttribute("aria-invalid")).toBe("true");
    expect(field("Username").getAttribute("aria-describedby")).toBeTruthy();
    expect(document.activeElement).toBe(field("Username"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("only flags the missing field, focuses it, and clears the message once typed", async () => {
    stubApi({});
    renderAdmin(<LoginForm onSignedIn={() => {}} />);
    fireEvent.change(field("Username"), { target: { value: "ada" } });
    submit();
    expect(await screen.findByText("Password is required")).toBeTruthy();
    expect(screen.queryByText("Username is required")).toBeNull();
    expect(document.activeElement).toBe(field("Password"));
    fireEvent.change(field("Password"), { target: { value: "x" } });
    await waitFor(() => expect(screen.queryByText("Password is required")).toBeNull());
  });

  it("reads Logging in... and is disabled while busy, then welcomes the user and stores the session", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubApi({});
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSignedIn = vi.fn();
    const { queryClient } = renderAdmin(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.change(field("Username"), { target: { value: " ada " } });
    fireEvent.change(field("Password"), { target: { value: "secret" } });
    submit();
    const busy = await screen.findByRole("button", { name: "Logging in..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ username: "ada", password: "secret" });

    await act(async () => answer(Response.json(user)));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(user);
    expect(toastQueue.visible[0]).toMatchObject({ title: "Login successful", description: "Welcome back, Ada Admin!" });
  });

  it("says a refused login once, beside the form, and not again in a toast", async () => {
    stubApi({ "POST /api/login": json({ message: "Invalid username or password" }, 401) });
    const onSignedIn = vi.fn();
    renderAdmin(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.change(field("Username"), { target: { value: "ada" } });
    fireEvent.change(field("Password"), { target: { value: "wrong" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed: Invalid username or password");
    expect(screen.getAllByText(/Invalid username or password/)).toHaveLength(1);
    expect(toastQueue.visible).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
  });

  it("says a refused login beside the form as an alert, puts focus back on the password, and clears it once typed", async () => {
    stubApi({ "POST /api/login": json({ message: "Invalid username or password" }, 401) });
    renderAdmin(<LoginForm onSignedIn={() => {}} />);
    fireEvent.change(field("Username"), { target: { value: "ada" } });
    fireEvent.change(field("Password"), { target: { value: "wrong" } });
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Login failed: Invalid username or password");
    expect(screen.getByRole("form", { name: "Log in" }).contains(alert)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field("Password")));
    fireEvent.change(field("Password"), { target: { value: "right" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("falls back to the error message when the body has no message", async () => {
    stubApi({ "POST /api/login": () => new Response("", { status: 500, statusText: "Internal Server Error" }) });
    renderAdmin(<LoginForm onSignedIn={() => {}} />);
    fireEvent.change(field("Username"), { target: { value: "ada" } });
    fireEvent.change(field("Password"), { target: { value: "pw" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed: 500: Internal Server Error");
  });
});
