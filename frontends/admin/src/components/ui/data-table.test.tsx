import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DataTable, type DataTableColumn } from "./data-table.tsx";

interface Item {
  id: number;
  name: string;
}
const columns: DataTableColumn<Item>[] = [{ id: "name", header: "Name", cell: (r) => r.name, isRowHeader: true }];
const rows: Item[] = [
  { id: 1, name: "Mesh" },
  { id: 2, name: "Thread" },
];

describe("DataTable", () => {
  it("renders a header and one row per item", () => {
    render(<DataTable aria-label="Items" columns={columns} rows={rows} />);
    expect(screen.getByRole("grid", { name: "Items" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Name" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Thread" })).toBeTruthy();
  });

  it("labels each cell with its column's header, which a phone's stacked card shows beside the value", () => {
    const two: DataTableColumn<Item>[] = [...columns, { id: "actions", header: "Actions", cell: (r) => <button type="button">Edit {r.name}</button> }];
    render(<DataTable aria-label="Items" columns={two} rows={rows} />);
    const row = screen.getByRole("rowheader", { name: "Mesh" }).closest('[role="row"]')!;
    expect([...row.querySelectorAll("[data-label]")].map((cell) => [cell.getAttribute("data-label"), cell.textContent])).toEqual([
      ["Name", "Mesh"],
      ["Actions", "Edit Mesh"],
    ]);
  });

  it("shows the empty text, or a spinner while loading", () => {
    const { rerender } = render(<DataTable aria-label="Items" columns={columns} rows={[]} emptyText="No items found" />);
    expect(screen.getByText("No items found")).toBeTruthy();
    rerender(<DataTable aria-label="Items" columns={columns} rows={rows} isLoading emptyText="No items found" />);
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.queryByText("Mesh")).toBeNull();
  });

  it("pages by limit: Previous off on the first page, Next off without more", () => {
    const onPage = vi.fn();
    const { rerender } = render(<DataTable aria-label="Items" columns={columns} rows={rows} paging={{ limit: 2, offset: 0, hasMore: true, onPage }} />);
    expect(screen.getByText(/Page 1 · Showing 1–2/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<DataTable aria-label="Items" columns={columns} rows={rows} paging={{ limit: 2, offset: 2, hasMore: false, onPage }} />);
    expect(screen.getByText(/Page 2 · Showing 3–4/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it("says how many rows there are in all when the server counted them", () => {
    render(<DataTable aria-label="Items" columns={columns} rows={rows} paging={{ limit: 2, offset: 2, hasMore: true, total: 7, onPage: vi.fn() }} />);
    expect(screen.getByText("Page 2 · Showing 3–4 of 7")).toBeTruthy();
  });

  it("sorts by a sortable column's header: aria-sort on the sorted one, a press (or Enter) asks for the other direction", () => {
    const onSortChange = vi.fn();
    const sortable: DataTableColumn<Item>[] = [
      { id: "name", header: "Name", cell: (r) => r.name, isRowHeader: true, allowsSorting: true },
      { id: "id", header: "Number", cell: (r) => String(r.id), allowsSorting: true },
      { id: "note", header: "Note", cell: () => "-" },
    ];
    render(
      <DataTable aria-label="Items" columns={sortable} rows={rows} sortDescriptor={{ column: "name", direction: "ascending" }} onSortChange={onSortChange} />,
    );
    const name = screen.getByRole("columnheader", { name: "Name" });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: "Number" }).getAttribute("aria-sort")).toBe("none");
    expect(screen.getByRole("columnheader", { name: "Note" }).hasAttribute("aria-sort")).toBe(false);
    fireEvent.click(name);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "name", direction: "descending" });
    const number = screen.getByRole("columnheader", { name: "Number" });
    fireEvent.keyDown(number, { key: "Enter" });
    fireEvent.keyUp(number, { key: "Enter" });
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "id", direction: "ascending" });
  });
});
