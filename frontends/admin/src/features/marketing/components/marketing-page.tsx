/**
 * @module Email Marketing (docs/rules/admin.md, Email Marketing): the email
 * service's state with Setup or Create Campaign, the campaigns with their
 * progress, and the subscriber list.
 * Marked noindex while shown.
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useExportSubscribers } from "../api/export-subscribers.ts";
import { useMarketingStatus } from "../../../shared/marketing/api/get-marketing-status.ts";
import { providerLabel } from "../../../shared/marketing/mail-provider.ts";
import { useNoIndex } from "../use-noindex.ts";
import { AddSubscriberDialog } from "./add-subscriber-dialog.tsx";
import { CampaignDialog } from "./campaign-dialog.tsx";
import { CampaignList } from "./campaign-list.tsx";
import { ConfigureEmailDialog } from "./configure-email-dialog.tsx";
import * as styles from "./marketing.css.ts";
import { SubscriberTable } from "./subscriber-table.tsx";

type OpenDialog = "add" | "configure" | "campaign" | null;

export function MarketingPage() {
  useNoIndex();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const status = useMarketingStatus();
  const exportCsv = useExportSubscribers();
  const close = () => setDialog(null);
  const configured = status.data?.configured ?? false;
  const senderEmail = status.data?.senderEmail ?? null;
  const provider = status.data ? providerLabel(status.data.provider) : null;

  const runExport = () =>
    exportCsv.mutate(undefined, {
      onSuccess: (count) => toast({ title: "Subscribers exported", description: `${count} subscriber${count === 1 ? "" : "s"} saved as CSV.` }),
      onError: (error) => toast({ title: "Error exporting subscribers", description: describeError(error, "Please try again."), variant: "destructive" }),
    });

  return (
    <div className={styles.page}>
      <PageHeader title="Email Marketing" description="Manage your subscribers and send email campaigns." />

      <Card
        title="Email Service"
        description={provider ? `Campaigns and every other mail go through: ${provider}.` : "Campaigns and every other mail go through the provider in use."}
        action={status.isSuccess ? configured ? <Badge tone="green">{`${provider} · Configured`}</Badge> : <Badge tone="yellow">Not configured</Badge> : null}
      >
        {status.isPending ? (
          <Spinner label="Loading email service status" />
        ) : status.isError ? (
          <ErrorState
            title="Error loading email service status"
            message={describeError(status.error, "Please try again.")}
            onRetry={() => void status.refetch()}
            isRetrying={status.isFetching}
          />
        ) : (
          <div className={styles.serviceRow}>
            <p className={styles.serviceText}>
              {configured
                ? `Ready to send from ${senderEmail ?? "your configured address"}.`
                : "Set up your email service to send campaigns to your subscribers."}
            </p>
            <div className={styles.buttonRow}>
              {configured ? (
                <>
                  <Button onPress={() => setDialog("campaign")}>Create Campaign</Button>
                  <Button variant="secondary" onPress={() => setDialog("configure")}>
                    Email Settings
                  </Button>
                </>
              ) : (
                <>
                  <Button onPress={() => setDialog("configure")}>Setup</Button>
                  <Button variant="secondary" isDisabled>
                    Create Campaign
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </Card>

      <Card title="Campaigns" description="Each campaign's copies: sent, failed, and still pending while it goes out.">
        <CampaignList />
      </Card>

      <Card
        title="Subscribers"
        description="Everyone on your email list, newest first."
        action={
          <div className={styles.buttonRow}>
            <Button variant="secondary" size="sm" onPress={runExport} isDisabled={exportCsv.isPending}>
              {exportCsv.isPending ? "Exporting..." : "Export CSV"}
            </Button>
            <Button size="sm" onPress={() => setDialog("add")}>
              Add Subscriber
            </Button>
          </div>
        }
      >
        <SubscriberTable />
      </Card>

      {dialog === "add" ? <AddSubscriberDialog onClose={close} /> : null}
      {dialog === "configure" ? <ConfigureEmailDialog senderEmail={senderEmail} onClose={close} /> : null}
      {dialog === "campaign" ? <CampaignDialog senderEmail={senderEmail} onClose={close} /> : null}
    </div>
  );
}
