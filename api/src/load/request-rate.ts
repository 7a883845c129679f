/**
 * @module How many requests the server has been answering a second, from a
 * sliding one-second window (this second's count plus the part of the last
 * one still inside the window). The job runner asks it whether the process
 * is busy, so background work (mails) gives way to a rush of requests.
 */

const WINDOW_MS = 1000;

/** Above this many requests a second the process counts as busy: a visitor's page load is a few dozen. */
export const BUSY_REQUESTS_PER_SECOND = 100;

export class RequestRate {
  private windowStart: number;
  private current = 0;
  private previous = 0;

  constructor(
    private readonly busyAt = BUSY_REQUESTS_PER_SECOND,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.windowStart = now();
  }

  /** Counts one request. */
  hit(): void {
    this.roll();
    this.current++;
  }

  perSecond(): number {
    this.roll();
    const elapsed = (this.now() - this.windowStart) / WINDOW_MS;
    return this.current + this.previous * (1 - elapsed);
  }

  readonly isBusy = (): boolean => this.perSecond() >= this.busyAt;

  private roll(): void {
    const passed = Math.floor((this.now() - this.windowStart) / WINDOW_MS);
    if (passed <= 0) return;
    this.previous = passed === 1 ? this.current : 0;
    this.current = 0;
    this.windowStart += passed * WINDOW_MS;
  }
}
