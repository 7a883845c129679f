/**
 * @module The button look as class names, for a link (`<a>`) or a plain
 * `<button>` that should look like the product's Button. Apart from
 * button.tsx so that using the look does not bring react-aria's Button
 * along: the public page's before-interaction code uses only this
 * (decision record 0024).
 */
import * as styles from "./components/button.css.ts";

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return [styles.base, styles.variant[variant], styles.size[size]].join(" ");
}
