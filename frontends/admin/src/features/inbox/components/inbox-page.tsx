/**
 * @module Inbox: the contact form's messages, newest first, filtered by
 * whether they were answered, paged here (the API gives the whole list).
 * Each message offers Reply (the owner's mail program, with the message
 * quoted) and Mark as responded (or back to awaiting a reply); an order the
 * message names links to its page. Messages are shown as plain text.
 */
import { useState } from "react";
import { Link } from "wouter";
import { buttonClassName, Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { formatDateTime } from "@stringing/ui/date-time";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { PagingControls } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs.tsx";
import { useContacts, type ContactMessage } from "../api/get-contacts.ts";
import { useSetContactResponded } from "../api/set-contact-responded.ts";
import { filterMessages, INBOX_FILTERS, orderMentions, replyHref, type InboxFilter } from "../inbox-rules.ts";
import * as styles from "./inbox.css.ts";

export const INBOX_PAGE_SIZE = 20;

const EMPTY: Record<InboxFilter, { title: string; description: string }> = {
  all: { title: "No messages yet", description: "Messages sent through the contact form on the site appear here." },
  unresponded: { title: "No messages awaiting a reply", description: "You're all caught up." },
  responded: { title: "No responded messages", description: "Messages you mark as responded appear here." },
};

export function InboxPage() {
  const [filter, setFilter] = useState<InboxFilter>("all");
  const [offset, setOffset] = useState(0);
  const contacts = useContacts();
  const all = contacts.data ?? [];
  const waiting = all.filter((message) => !message.responded).length;

  return (
    <div className={styles.page}>
      <PageHeader title="Inbox" description="Messages from the contact form, newest first." />
      <Card
        title="Messages"
        description={contacts.isSuccess ? `${waiting} awaiting a reply · ${all.length} in all` : undefined}
        action={
          contacts.isSuccess ? (
            <Button variant="secondary" size="sm" onPress={() => void contacts.refetch()} isDisabled={contacts.isFetching}>
              {contacts.isFetching ? "Refreshing..." : "Refresh"}
            </Button>
          ) : null
        }
      >
        <Tabs
          selectedKey={filter}
          onSelectionChange={(key) => {
            setFilter(key as InboxFilter);
            setOffset(0);
          }}
        >
          <TabList aria-label="Show messages">
            {INBOX_FILTERS.map((f) => (
              <Tab key={f.id} id={f.id}>
                {f.label}
              </Tab>
            ))}
          </TabList>
          {INBOX_FILTERS.map((f) => (
            <TabPanel key={f.id} id={f.id}>
              {contacts.isPending ? (
                <Spinner label="Loading messages" />
              ) : contacts.isError ? (
                <ErrorState
                  title="Error loading messages"
                  message={describeError(contacts.error, "The messages could not be loaded.")}
                  onRetry={() => void contacts.refetch()}
                  isRetrying={contacts.isFetching}
                />
              ) : (
                <MessageList messages={filterMessages(all, f.id)} filter={f.id} offset={offset} onPage={setOffset} />
              )}
            </TabPanel>
          ))}
        </Tabs>
      </Card>
    </div>
  );
}

function MessageList({
  messages,
  filter,
  offset,
  onPage,
}: {
  messages: ContactMessage[];
  filter: InboxFilter;
  offset: number;
  onPage: (offset: number) => void;
}) {
  if (messages.length === 0) return <EmptyState title={EMPTY[filter].title} description={EMPTY[filter].description} />;
  // A page emptied by a change of filter or a mark falls back to the last page that has messages.
  const start = offset < messages.length ? offset : Math.max(0, Math.floor((messages.length - 1) / INBOX_PAGE_SIZE) * INBOX_PAGE_SIZE);
  const shown = messages.slice(start, start + INBOX_PAGE_SIZE);
  return (
    <>
      <ul className={styles.list} aria-label="Messages">
        {shown.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ul>
      {messages.length > INBOX_PAGE_SIZE ? (
        <PagingControls
          paging={{ limit: INBOX_PAGE_SIZE, offset: start, hasMore: start + INBOX_PAGE_SIZE < messages.length, onPage }}
          shownCount={shown.length}
        />
      ) : null}
    </>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useSetContactResponded();
  const headingId = `message-${message.id}`;
  const toggle = () =>
    mark.mutate(
      { id: message.id, responded: !message.responded },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.responded ? "Marked as responded" : "Marked as awaiting reply",
            description: `The message from ${saved.name} is ${saved.responded ? "done" : "back in your queue"}.`,
          }),
        onError: (error) => toast({ title: "Error updating message", description: describeError(error, "Please try again."), variant: "destructive" }),
      },
    );
  return (
    <article className={message.responded ? styles.message : `${styles.message} ${styles.awaiting}`} aria-labelledby={headingId}>
      <div>
        <div className={styles.header}>
          <h3 id={headingId} className={styles.name}>
            {message.name}
          </h3>
          {message.responded ? <Badge tone="green">Responded</Badge> : <Badge tone="yellow">Awaiting reply</Badge>}
        </div>
        <p className={styles.meta}>
          <span className={styles.email}>{message.email}</span> · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className={styles.body}>{message.message}</p>
        <OrderLinks ids={orderMentions(message.message)} />
      </div>
      <div className={styles.actions}>
        <a className={buttonClassName("primary", "sm")} href={replyHref(message)} aria-label={`Reply to ${message.name}`}>
          Reply
        </a>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={mark.isPending}
          onPress={toggle}
          aria-label={`${message.responded ? "Mark as awaiting reply" : "Mark as responded"}: message from ${message.name}`}
        >
          {mark.isPending ? "Saving..." : message.responded ? "Mark as awaiting reply" : "Mark as responded"}
        </Button>
      </div>
    </article>
  );
}

function OrderLinks({ ids }: { ids: number[] }) {
  if (ids.length === 0) return null;
  return (
    <p className={styles.meta}>
      About{" "}
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 ? ", " : null}
          <Link href={`/admin/orders/${id}`} className={styles.orderLink}>
            Order #{id}
          </Link>
        </span>
      ))}
    </p>
  );
}
