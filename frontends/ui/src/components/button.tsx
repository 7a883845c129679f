/**
 * @module The product's button: react-aria's Button (press, keyboard and
 * focus-visible handling) with the shared look.
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "../button-class-name.ts";

export { buttonClassName, type ButtonSize, type ButtonVariant };

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function Button({ variant = "primary", size = "md", className, ...props }: ButtonProps) {
  const classes = className ? `${buttonClassName(variant, size)} ${className}` : buttonClassName(variant, size);
  return <AriaButton {...props} className={classes} />;
}
