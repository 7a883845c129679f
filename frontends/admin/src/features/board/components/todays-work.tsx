/**
 * @module "Today's work", the owner's board at the top of the dashboard
 * (docs/rules/workshop.md, The board): what is overdue, due today, in the
 * workshop and arriving, each with its one-press actions, and the next 10
 * working days' load. Ship opens the buy-label dialog for the outbound label.
 */
import { useId, useRef, useState } from "react";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { BuyLabelDialog } from "../../../shared/orders/components/buy-label-dialog.tsx";
import { type BoardOrder, useWorkshopBoard } from "../../../shared/orders/api/get-workshop-board.ts";
import { formatBoardDate } from "../board-dates.ts";
import { boardOrderLinkId } from "./board-order-row.tsx";
import { BoardSection } from "./board-section.tsx";
import * as styles from "./board.css.ts";
import { DayLoadList } from "./day-load-list.tsx";

/** The board's four lists, in the order the owner works through them. */
const SECTIONS = [
  { title: "Overdue", kind: "overdue", list: "overdue", emptyText: "Nothing overdue" },
  { title: "Due today", kind: "today", list: "dueToday", emptyText: "Nothing due today" },
  { title: "In the workshop", kind: "workshop", list: "inWorkshop", emptyText: "Nothing in the workshop" },
  { title: "Arriving", kind: "arriving", list: "awaitingArrival", emptyText: "Nothing arriving" },
] as const;

export function TodaysWork() {
  const headingId = useId();
  const board = useWorkshopBoard();
  const [shipping, setShipping] = useState<BoardOrder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // When an action's button leaves the screen (Receive moves the order to another list, Start swaps in Ship, a shipped order
  // goes), focus would fall to the page's start; it goes back to the order instead, or to the board when the order is gone.
  const keepFocus = (id: number) =>
    setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      (document.getElementById(boardOrderLinkId(id)) ?? heading.current)?.focus();
    });

  const body = board.isError ? (
    <ErrorState
      title="Error loading today's work"
      message={describeError(board.error, "The board could not be loaded.")}
      onRetry={() => void board.refetch()}
      isRetrying={board.isFetching}
    />
  ) : board.isPending ? (
    <Spinner label="Loading today's work" />
  ) : (
    <>
      <div className={styles.sections}>
        {SECTIONS.map(({ list, ...section }) => (
          <BoardSection key={section.kind} {...section} orders={board.data[list]} today={board.data.date} onShip={setShipping} onActed={keepFocus} />
        ))}
      </div>
      <DayLoadList days={board.data.days} today={board.data.date} />
    </>
  );

  return (
    <section aria-labelledby={headingId} className={styles.board}>
      <div className={styles.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          Today's work
        </h2>
        {board.data ? <p className={styles.today}>{formatBoardDate(board.data.date)}</p> : null}
      </div>
      {body}
      {shipping ? (
        <BuyLabelDialog
          orderId={shipping.id}
          initialOrder={shipping}
          initialChoice="outbound"
          onClose={() => {
            setShipping(null);
            keepFocus(shipping.id);
          }}
        />
      ) : null}
    </section>
  );
}
