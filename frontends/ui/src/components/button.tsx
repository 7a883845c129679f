/**
 * @module The product's button: react-aria's Button (press, keyboard and
 * focus-visible handling) with the shared look.
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import * as styles from "./button.css.ts";

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function Button({ variant = "primary", size = "md", className, ...props }: ButtonProps) {
  const classes = [styles.base, styles.variant[variant], styles.size[size], className].filter(Boolean).join(" ");
  return <AriaButton {...props} className={classes} />;
}

/** The same look for a plain link (`<a>`), e.g. a full navigation. */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return [styles.base, styles.variant[variant], styles.size[size]].join(" ");
}
