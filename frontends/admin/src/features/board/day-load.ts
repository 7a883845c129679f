/**
 * @module How full one of the next working days is: the open orders promised
 * for it against the daily capacity (the workshop settings), in words as well
 * as a bar, so the over-capacity mark never rests on colour alone.
 */

export type DayLoadInput = { promised: number; capacity: number };

export type DayLoad = {
  /** The bar's fill, 0-100: a day over capacity is a full bar. */
  percent: number;
  /** Orders promised beyond capacity, 0 when within it. */
  over: number;
  /** "5 of 8". */
  count: string;
  /** "3 free", "Full", "Over by 2". */
  status: string;
  /** What a screen reader hears for the meter. */
  spoken: string;
};

export function dayLoad({ promised, capacity }: DayLoadInput): DayLoad {
  const over = Math.max(promised - capacity, 0);
  const free = Math.max(capacity - promised, 0);
  const percent = capacity > 0 ? Math.min(Math.round((promised / capacity) * 100), 100) : promised > 0 ? 100 : 0;
  const status = over > 0 ? `Over by ${over}` : free === 0 ? "Full" : `${free} free`;
  const count = `${promised} of ${capacity}`;
  return { percent, over, count, status, spoken: `${count} promised, ${over > 0 ? `over capacity by ${over}` : status.toLowerCase()}` };
}
