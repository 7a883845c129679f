/** @module A full page load (not a client-side navigation) of another URL. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
