import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { AddCustomerDialog } from "./add-customer-dialog.tsx";

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe("AddCustomerDialog", () => {
  it("checks the name and e-mail with core's messages, clears each as it is fixed, and adds the customer", async () => {
    const customer = { id: 3, name: "Ada Lovelace", email: "ada@example.com" };
    const fetchMock = stubApi({ "POST /api/customers": json(customer, 201) });
    const onAdded = vi.fn();
    renderAdmin(<AddCustomerDialog onClose={() => {}} onAdded={onAdded} />);
    const dialog = screen.getByRole("dialog", { name: "Add New Customer" });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field("Email"), { target: { value: "ada" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Customer" }));
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.change(field("Name"), { target: { value: " Ada Lovelace " } });
    await waitFor(() => expect(within(dialog).queryByText("Name must be at least 2 characters")).toBeNull());
    expect(within(dialog).getByText("Please enter a valid email address")).toBeTruthy();
    fireEvent.change(field("Email"), { target: { value: "ada@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Customer" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(posts(fetchMock)[0]).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", phone: null, shippingCountry: "United States" });
    expect(toastQueue.visible[0]).toMatchObject({ title: "Customer added", description: "Ada Lovelace" });
  });
});
