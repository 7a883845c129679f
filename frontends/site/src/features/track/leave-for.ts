/** @module Sends the browser to another page in the same tab (the payment page); its own module so tests can see where it went. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
