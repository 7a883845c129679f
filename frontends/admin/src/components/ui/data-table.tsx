/**
 * @module `DataTable`: the admin's list table (react-aria Table: keyboard
 * navigation, row headers, announced empty state). Below the tablet
 * breakpoint each row becomes a stacked card, every cell labelled with its
 * column's header, so no column or action hides off screen on a phone. It
 * shows a spinner while `isLoading`, `emptyText` when there are no rows, and
 * Previous/Next controls for server paging when `paging` is given.
 *
 *   <DataTable aria-label="Customers" rows={customers} emptyText="No customers found"
 *     isLoading={query.isPending}
 *     columns={[
 *       { id: "name", header: "Name", cell: (c) => c.name, isRowHeader: true },
 *       { id: "actions", header: "Actions", cell: (c) => <Button …>Edit</Button>, align: "end" },
 *     ]}
 *     paging={{ limit: 20, offset, hasMore: page.length === 20, onPage: setOffset }} />
 *
 * Rows need an `id` (string | number) unless `rowKey` is given. Exactly one
 * column should be `isRowHeader` (the first one is used otherwise).
 * `paging.onPage(nextOffset)` receives the new offset (offset ± limit);
 * `paging.total`, when the server counted the matching rows, is shown as
 * "Showing 1–50 of 120". `onRowAction(row)` makes each row open something
 * (a click, a tap, or Enter on the focused row); buttons and links inside
 * the row keep their own action. Columns with `allowsSorting` sort the
 * table: their header (a click, or Enter on it) calls `onSortChange` and
 * carries `aria-sort` for the `sortDescriptor` given; the rows are sorted by
 * whoever fetches them.
 */
import type { ReactNode } from "react";
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key, type SortDescriptor } from "react-aria-components";
import { Button } from "@stringing/ui/components/button";
import { SvgIcon } from "@stringing/ui/components/icons/svg-icon";
import { Spinner } from "@stringing/ui/components/spinner";
import * as styles from "./data-table.css.ts";

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  isRowHeader?: boolean;
  align?: "start" | "end";
  /** Keep the cell on one line (dates, money, action rows). */
  nowrap?: boolean;
  /** The header sorts the table (with `sortDescriptor` and `onSortChange`). */
  allowsSorting?: boolean;
}

export interface DataTablePaging {
  limit: number;
  offset: number;
  hasMore: boolean;
  onPage: (offset: number) => void;
  /** Every matching row, when the server says (X-Total-Count). */
  total?: number;
}

export interface DataTableProps<T> {
  "aria-label": string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  emptyText?: ReactNode;
  isLoading?: boolean;
  rowKey?: (row: T) => Key;
  paging?: DataTablePaging;
  onRowAction?: (row: T) => void;
  /** The column and direction the rows are sorted by, shown as `aria-sort` on that header. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
}

const defaultKey = (row: unknown): Key => (row as { id: Key }).id;

export function DataTable<T>({
  "aria-label": ariaLabel,
  columns,
  rows,
  emptyText = "Nothing to show yet.",
  isLoading = false,
  rowKey = defaultKey,
  paging,
  onRowAction,
  sortDescriptor,
  onSortChange,
}: DataTableProps<T>) {
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const cellClass = (c: DataTableColumn<T>) =>
    [styles.cell, styles.edge, c.align === "end" ? styles.alignEnd : "", c.nowrap ? styles.nowrap : ""].filter(Boolean).join(" ");
  const shown = isLoading ? [] : rows;
  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller}>
        <Table
          aria-label={ariaLabel}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          onRowAction={
            onRowAction
              ? (key) => {
                  const row = shown.find((r) => rowKey(r) === key);
                  if (row !== undefined) onRowAction(row);
                }
              : undefined
          }
        >
          <TableHeader className={styles.header}>
            {columns.map((c, i) => (
              <Column
                key={c.id}
                id={c.id}
                isRowHeader={c.isRowHeader ?? (!hasRowHeader && i === 0)}
                allowsSorting={c.allowsSorting}
                textValue={c.header}
                className={[styles.column, styles.edge, c.align === "end" ? styles.alignEnd : "", c.allowsSorting ? styles.sortable : ""]
                  .filter(Boolean)
                  .join(" ")}
              >
                {({ allowsSorting, sortDirection }) =>
                  allowsSorting ? (
                    <span className={styles.sortHeader}>
                      {c.header}
                      <SortArrow direction={sortDirection} />
                    </span>
                  ) : (
                    c.header
                  )
                }
              </Column>
            ))}
          </TableHeader>
          <TableBody
            className={styles.body}
            renderEmptyState={() => <div className={styles.empty}>{isLoading ? <Spinner label={`Loading ${ariaLabel}`} /> : emptyText}</div>}
          >
            {shown.map((row) => {
              const key = rowKey(row);
              return (
                <Row key={key} id={key} className={onRowAction ? `${styles.row} ${styles.actionRow}` : styles.row}>
                  {columns.map((c) => (
                    <Cell key={c.id} className={cellClass(c)} data-label={c.header}>
                      <div className={styles.value}>{c.cell(row)}</div>
                    </Cell>
                  ))}
                </Row>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {paging ? <PagingControls paging={paging} shownCount={shown.length} /> : null}
    </div>
  );
}

/** Up, down, or both ways faintly while the column is not the one sorted by; the header's aria-sort says it in words. */
function SortArrow({ direction }: { direction: SortDescriptor["direction"] | undefined }) {
  return (
    <SvgIcon size={14} className={direction ? styles.sortArrow : `${styles.sortArrow} ${styles.sortArrowIdle}`}>
      {direction !== "descending" ? <path d="m7 10 5-5 5 5" /> : null}
      {direction !== "ascending" ? <path d="m7 14 5 5 5-5" /> : null}
    </SvgIcon>
  );
}

export function PagingControls({ paging, shownCount }: { paging: DataTablePaging; shownCount: number }) {
  const { limit, offset, hasMore, onPage, total } = paging;
  const page = Math.floor(offset / limit) + 1;
  const range = shownCount > 0 ? `Showing ${offset + 1}–${offset + shownCount}${total === undefined ? "" : ` of ${total}`}` : "No rows on this page";
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span aria-live="polite">
        Page {page} · {range}
      </span>
      <span className={styles.pagerButtons}>
        <Button variant="secondary" size="sm" isDisabled={offset <= 0} onPress={() => onPage(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" isDisabled={!hasMore} onPress={() => onPage(offset + limit)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
