/**
 * @module Customer Management (docs/rules/customers.md, The screen): Add Customer, Export CSV, a
 * search by name, e-mail or position (server-side, 300 ms after typing
 * stops), and the customer table, paged by the server. View and Edit open
 * the same detail dialog.
 */
import { useState } from "react";
import { positionLabel } from "@stringing/core/orders/order-form";
import { Button } from "@stringing/ui/components/button";
import { downloadFile } from "@stringing/ui/download-file";
import { describeError, serverMessage } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { SearchFieldBox } from "../../../components/ui/search-field.tsx";
import { CUSTOMERS_PAGE_SIZE, getAllCustomers, useCustomers } from "../api/get-customers.ts";
import type { Customer } from "../customer.ts";
import { customersCsv } from "../customers-csv.ts";
import { AddCustomerDialog } from "./add-customer-dialog.tsx";
import { CustomerDetailDialog } from "./customer-detail-dialog.tsx";
import { lastOrderText } from "./profile-card.tsx";
import * as styles from "./customers.css.ts";

export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

export function CustomersPage() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Customer | null>(null);
  const [exporting, setExporting] = useState(false);
  const customers = useCustomers(q, page);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await getAllCustomers(q);
      downloadFile({ fileName: `customers-${new Date().toISOString().slice(0, 10)}.csv`, content: customersCsv(all) });
      toast({ title: "Customers exported", description: `${all.length} customers` });
    } catch (error) {
      toast({ title: "Export failed", description: serverMessage(error) ?? "Something went wrong. Please try again.", variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.headerRow}>
        <PageHeader title="Customer Management" description="Profiles, shipping details, stringing preferences and order history." />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void exportCsv()} isDisabled={exporting}>
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
          <Button onPress={() => setAdding(true)}>Add Customer</Button>
        </div>
      </div>

      <SearchFieldBox
        label="Search customers"
        placeholder="Search by name, email or position..."
        debounceMs={CUSTOMER_SEARCH_DEBOUNCE_MS}
        className={styles.search}
        onChange={(text) => {
          setQ(text);
          setPage(0);
        }}
      />

      {customers.isError ? (
        <ErrorState
          title="Error loading customers"
          message={describeError(customers.error, "The customers could not be loaded.")}
          onRetry={() => void customers.refetch()}
          isRetrying={customers.isFetching}
        />
      ) : (
        <DataTable
          aria-label="Customers"
          rows={customers.data?.customers ?? []}
          isLoading={customers.isPending}
          emptyText={<EmptyState title="No customers found" description={q ? "Try another search." : "Add a customer, or wait for the first order."} />}
          columns={[
            { id: "name", header: "Name", isRowHeader: true, cell: (c) => c.name },
            { id: "email", header: "Email", cell: (c) => c.email || "-" },
            { id: "phone", header: "Phone", cell: (c) => c.phone || "-", nowrap: true },
            { id: "position", header: "Position", cell: (c) => (c.position ? positionLabel(c.position) : "-") },
            { id: "totalOrders", header: "Total Orders", cell: (c) => c.totalOrders, nowrap: true },
            { id: "lastOrder", header: "Last Order", cell: (c) => lastOrderText(c), nowrap: true },
            {
              id: "actions",
              header: "Actions",
              align: "end",
              nowrap: true,
              cell: (c) => (
                <div className={styles.rowActions}>
                  <Button variant="secondary" size="sm" aria-label={`View ${c.name}`} onPress={() => setOpen(c)}>
                    View
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Edit ${c.name}`} onPress={() => setOpen(c)}>
                    Edit
                  </Button>
                </div>
              ),
            },
          ]}
          paging={{
            limit: CUSTOMERS_PAGE_SIZE,
            offset: page * CUSTOMERS_PAGE_SIZE,
            hasMore: customers.data?.hasNext ?? false,
            onPage: (offset) => setPage(Math.floor(offset / CUSTOMERS_PAGE_SIZE)),
          }}
        />
      )}

      {adding ? <AddCustomerDialog onClose={() => setAdding(false)} /> : null}
      {open ? <CustomerDetailDialog key={open.id} customer={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
