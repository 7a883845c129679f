import { style } from "@vanilla-extract/css";
import { atLeastTablet } from "@stringing/ui/breakpoints";

/** Phones sort with a select: the table's sortable headers are hidden there (each row is a card). */
export const phoneOnly = style({ "@media": { [atLeastTablet]: { display: "none" } } });
