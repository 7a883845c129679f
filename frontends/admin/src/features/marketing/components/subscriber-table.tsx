/**
 * @module The subscriber list: server search (debounced) and paging;
 * Unsubscribe asks first and is not offered for unsubscribed entries.
 * Addresses a provider reported as hard-bounced or complaining show as
 * suppressed: they get no campaign (decision record 0016).
 */
import { useState } from "react";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { Button } from "@stringing/ui/components/button";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Badge, type BadgeTone } from "../../../components/ui/status-badge.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { SearchFieldBox } from "../../../components/ui/search-field.tsx";
import { SUBSCRIBER_PAGE_SIZE, useSubscriberPage, type SubscriberRow } from "../api/get-subscribers.ts";
import { useUnsubscribeSubscriber } from "../api/unsubscribe-subscriber.ts";
import * as styles from "./marketing.css.ts";

export const SEARCH_DEBOUNCE_MS = 300;

/** The status badge of each state the API names. */
const STATUS_BADGES: Record<SubscriberRow["status"], { tone: BadgeTone; label: string }> = {
  subscribed: { tone: "green", label: "Subscribed" },
  unsubscribed: { tone: "neutral", label: "Unsubscribed" },
  bounced: { tone: "red", label: "Suppressed (bounced)" },
  complained: { tone: "red", label: "Suppressed (complaint)" },
};

function SubscriberStatus({ subscriber }: { subscriber: SubscriberRow }) {
  const badge = STATUS_BADGES[subscriber.status] ?? STATUS_BADGES.unsubscribed;
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

export function SubscriberTable() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [toUnsubscribe, setToUnsubscribe] = useState<SubscriberRow | null>(null);
  const query = useSubscriberPage(search, page);
  const unsubscribe = useUnsubscribeSubscriber();

  const columns: DataTableColumn<SubscriberRow>[] = [
    { id: "email", header: "Email", isRowHeader: true, nowrap: true, cell: (s) => <span className={styles.email}>{s.email}</span> },
    { id: "name", header: "Name", cell: (s) => s.name || <span className={styles.muted}>-</span> },
    { id: "status", header: "Status", cell: (s) => <SubscriberStatus subscriber={s} /> },
    { id: "joined", header: "Joined", nowrap: true, cell: (s) => formatDisplayDate(s.createdAt) },
    {
      id: "actions",
      header: "Actions",
      align: "end",
      cell: (s) =>
        s.status === "subscribed" ? (
          <Button variant="secondary" size="sm" aria-label={`Unsubscribe ${s.email}`} onPress={() => setToUnsubscribe(s)}>
            Unsubscribe
          </Button>
        ) : null,
    },
  ];

  const confirmUnsubscribe = () => {
    if (!toUnsubscribe) return;
    unsubscribe.mutate(toUnsubscribe.id, {
      onSuccess: (subscriber) => {
        toast({ title: "Subscriber unsubscribed", description: `${subscriber.email} will no longer receive campaigns.` });
        setToUnsubscribe(null);
      },
      onError: (error) =>
        toast({ title: "Error unsubscribing", description: describeError(error, "Something went wrong. Please try again."), variant: "destructive" }),
    });
  };

  const searching = search.trim() !== "";
  return (
    <>
      <div className={styles.toolbar}>
        <SearchFieldBox
          label="Search subscribers"
          placeholder="Search by email or name..."
          debounceMs={SEARCH_DEBOUNCE_MS}
          className={styles.search}
          onChange={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
      </div>
      {query.isError ? (
        <ErrorState
          title="Error loading subscribers"
          message={describeError(query.error, "Could not load the subscriber list.")}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <DataTable
          aria-label="Subscribers"
          columns={columns}
          rows={query.data?.rows ?? []}
          isLoading={query.isPending}
          emptyText={
            searching ? (
              <EmptyState title="No subscribers found matching your search" description="Try another email or name." />
            ) : (
              <EmptyState title="No subscribers in your list yet" description="Add one, or wait for visitors to sign up on the site." />
            )
          }
          paging={
            page > 0 || query.data?.hasNextPage
              ? {
                  limit: SUBSCRIBER_PAGE_SIZE,
                  offset: page * SUBSCRIBER_PAGE_SIZE,
                  hasMore: query.data?.hasNextPage ?? false,
                  onPage: (offset) => setPage(Math.floor(offset / SUBSCRIBER_PAGE_SIZE)),
                }
              : undefined
          }
        />
      )}
      {toUnsubscribe ? (
        <ConfirmDialog
          title="Unsubscribe this subscriber?"
          message={`${toUnsubscribe.email} will stop receiving email campaigns. This cannot be undone from here.`}
          confirmLabel="Unsubscribe"
          pendingLabel="Unsubscribing..."
          destructive
          isPending={unsubscribe.isPending}
          onConfirm={confirmUnsubscribe}
          onClose={() => setToUnsubscribe(null)}
        />
      ) : null}
    </>
  );
}
