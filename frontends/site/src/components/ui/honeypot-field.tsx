/**
 * @module The public forms' honeypot (core shared/honeypot.ts): a field out
 * of sight, out of the tab order and out of the accessibility tree, so
 * people never fill it and the bots that fill every input do.
 */
import { HONEYPOT_FIELD } from "@stringing/core/shared/honeypot";
import { visuallyHidden } from "./visually-hidden.css.ts";

export function HoneypotField() {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      </label>
    </div>
  );
}

/** The honeypot's text, to send along; nothing for people, who never see it. */
export function honeypotValue(form: HTMLFormElement): { website?: string } {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "" ? { website: value } : {};
}
