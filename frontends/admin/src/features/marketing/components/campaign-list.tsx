/**
 * @module The campaigns sent so far, newest first, with each one's sent,
 * failed and pending copies. While any copy is pending the list refreshes
 * itself (get-campaigns.ts), and a polite live region says how far it got.
 */
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { describeError } from "@stringing/ui/error-message";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { type CampaignRow, isSending, useCampaigns } from "../api/get-campaigns.ts";
import * as styles from "./marketing.css.ts";
import { visuallyHidden } from "@stringing/ui/visually-hidden.css";

function CampaignStatus({ campaign }: { campaign: CampaignRow }) {
  if (campaign.pending > 0) return <Badge tone="blue">Sending</Badge>;
  if (campaign.recipientCount > 0 && campaign.failed === campaign.recipientCount) return <Badge tone="red">Failed</Badge>;
  if (campaign.failed > 0) return <Badge tone="yellow">Sent with failures</Badge>;
  return <Badge tone="green">Sent</Badge>;
}

const count = (value: number, tone?: string) => <span className={value > 0 && tone ? tone : undefined}>{value}</span>;

const columns: DataTableColumn<CampaignRow>[] = [
  { id: "subject", header: "Subject", isRowHeader: true, cell: (c) => <span className={styles.email}>{c.subject}</span> },
  { id: "date", header: "Date", nowrap: true, cell: (c) => formatDisplayDate(c.createdAt) },
  { id: "status", header: "Status", cell: (c) => <CampaignStatus campaign={c} /> },
  { id: "recipients", header: "Recipients", align: "end", cell: (c) => c.recipientCount },
  { id: "sent", header: "Sent", align: "end", cell: (c) => count(c.sent) },
  { id: "failed", header: "Failed", align: "end", cell: (c) => count(c.failed, styles.failedCount) },
  { id: "pending", header: "Pending", align: "end", cell: (c) => count(c.pending) },
];

export function CampaignList() {
  const query = useCampaigns();
  if (query.isError) {
    return (
      <ErrorState
        title="Error loading campaigns"
        message={describeError(query.error, "Could not load the campaigns.")}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const campaigns = query.data ?? [];
  const sending = campaigns.filter((campaign) => campaign.pending > 0);
  return (
    <>
      <p className={visuallyHidden} role="status" aria-live="polite">
        {isSending(campaigns)
          ? sending.map((c) => `${c.subject}: ${c.sent} of ${c.recipientCount} sent, ${c.pending} pending.`).join(" ")
          : campaigns.length
            ? "No campaign is sending."
            : ""}
      </p>
      <DataTable
        aria-label="Campaigns"
        columns={columns}
        rows={campaigns}
        isLoading={query.isPending}
        emptyText={<EmptyState title="No campaigns sent yet" description="Campaigns you send appear here with their progress." />}
      />
    </>
  );
}
