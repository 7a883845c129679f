/**
 * @module An order's timeline (docs/rules/orders.md, The timeline), oldest
 * first, as a vertical line of events with who and when (a mail once, in its
 * latest state); notes and messages are shown as plain text. Below it a note box adds a note (1 to 5000
 * characters); the text stays when it cannot be saved.
 */
import { useState, type FormEvent } from "react";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { TextAreaField } from "@stringing/ui/components/text-area-field";
import { ApiError } from "@stringing/ui/api-request";
import { formatDateTime } from "@stringing/ui/date-time";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { useAddOrderNote } from "../api/add-order-note.ts";
import { useOrderEvents } from "../api/get-order-events.ts";
import { actorLabel, describeEvent, latestMailStates } from "../order-events.ts";
import * as styles from "./order-details-dialog.css.ts";

export const NOTE_MAX_LENGTH = 5000;

export function OrderTimeline({ orderId }: { orderId: number }) {
  const events = useOrderEvents(orderId);
  const headingId = `timeline-${orderId}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        Timeline
      </h3>
      {events.isPending ? (
        <Spinner label="Loading the timeline" />
      ) : events.isError ? (
        <ErrorState
          title="Error loading the timeline"
          message={describeError(events.error, "The timeline could not be loaded.")}
          onRetry={() => void events.refetch()}
          isRetrying={events.isFetching}
        />
      ) : events.data.length === 0 ? (
        <p className={styles.sectionText}>Nothing has happened to this order yet.</p>
      ) : (
        <ol className={styles.timeline} aria-label={`Timeline of order #${orderId}`}>
          {latestMailStates(events.data).map((event) => {
            const described = describeEvent(event);
            const tone = described.kind === "note" ? styles.timelineNote : described.kind === "failure" ? styles.timelineFailure : "";
            return (
              <li key={event.id} className={`${styles.timelineItem} ${tone}`}>
                <p className={styles.timelineTitle}>{described.title}</p>
                {described.text ? <p className={styles.noteText}>{described.text}</p> : null}
                <p className={styles.timelineMeta}>
                  by {actorLabel(event.actor)} · <time dateTime={String(event.at)}>{formatDateTime(event.at)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <NoteBox orderId={orderId} />
    </section>
  );
}

function NoteBox({ orderId }: { orderId: number }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const addNote = useAddOrderNote();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addNote.isPending) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setError("Write a note first");
      return;
    }
    if (trimmed.length > NOTE_MAX_LENGTH) {
      setError(`A note is at most ${NOTE_MAX_LENGTH} characters (this one has ${trimmed.length})`);
      return;
    }
    setError(undefined);
    addNote.mutate(
      { id: orderId, text: trimmed },
      {
        onSuccess: () => {
          setText("");
          toast({ title: "Note added", description: `The note is in the timeline of order #${orderId}.` });
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors.text : undefined;
          setError(field ?? describeError(failure, "The note could not be saved."));
        },
      },
    );
  };

  return (
    <form className={styles.panelForm} onSubmit={onSubmit} noValidate aria-label={`Add a note to order #${orderId}`}>
      <TextAreaField
        label="Add a note"
        name="note"
        rows={3}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        errorMessage={error}
        description={`Only the back office sees notes. ${text.trim().length}/${NOTE_MAX_LENGTH}`}
        isDisabled={addNote.isPending}
      />
      <div className={styles.panelActions}>
        <Button type="submit" size="sm" isDisabled={addNote.isPending}>
          {addNote.isPending ? "Adding..." : "Add note"}
        </Button>
      </div>
    </form>
  );
}
