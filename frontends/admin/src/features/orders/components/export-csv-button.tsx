/**
 * @module Export CSV: fetches every order (GET /api/orders without paging)
 * and downloads them as a CSV file, built in the browser.
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { downloadFile } from "@stringing/ui/download-file";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { getOrders } from "../../../shared/orders/api/get-orders.ts";
import { ordersToCsv } from "../orders-csv.ts";

export function ExportCsvButton() {
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const orders = await getOrders();
      downloadFile({ fileName: `orders-${new Date().toISOString().slice(0, 10)}.csv`, content: ordersToCsv(orders) });
      toast({ title: "Orders exported", description: `${orders.length} order(s) written to CSV.` });
    } catch (error) {
      toast({ title: "Error exporting orders", description: describeError(error, "The orders could not be exported."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onPress={() => void exportAll()} isDisabled={busy}>
      {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
