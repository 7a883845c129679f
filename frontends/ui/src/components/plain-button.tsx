/**
 * @module A native `<button>` that sets the data attributes react-aria's
 * Button sets for styling (`data-hovered` for a mouse, `data-pressed`,
 * `data-focus-visible`, `data-disabled`), so the shared styles apply to it,
 * without react-aria's code. For code that runs before any interaction on
 * the public page (its toggle, carousel controls, form buttons, the toast's
 * dismiss): react-aria is about 20 KB gzip there (decision record 0024).
 * `onPress` is a click, from a pointer or from Enter/Space as the browser
 * makes it. The handlers for those states are its own.
 */
import { useState, type ButtonHTMLAttributes, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";

export interface PlainButtonProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    | "disabled"
    | "onClick"
    | "onPointerEnter"
    | "onPointerLeave"
    | "onPointerDown"
    | "onPointerUp"
    | "onPointerCancel"
    | "onKeyDown"
    | "onKeyUp"
    | "onFocus"
    | "onBlur"
  > {
  isDisabled?: boolean | undefined;
  onPress?: (() => void) | undefined;
}

/** Whether focus arrived the way the browser would draw a ring for (a keyboard); false where the selector is unknown. */
function showsFocusRing(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false;
  }
}

const flag = (on: boolean) => (on ? true : undefined);

export function PlainButton({ isDisabled = false, onPress, type = "button", ...props }: PlainButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const isKey = (event: KeyboardEvent) => event.key === "Enter" || event.key === " ";
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      data-disabled={flag(isDisabled)}
      data-hovered={flag(hovered && !isDisabled)}
      data-pressed={flag(pressed && !isDisabled)}
      data-focus-visible={flag(focusVisible)}
      onClick={() => onPress?.()}
      onPointerEnter={(event: PointerEvent) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => {
        setHovered(false);
        setPressed(false);
      }}
      onPointerDown={() => setPressed(true)}
      onPointerUp={() => setPressed(false)}
      onPointerCancel={() => setPressed(false)}
      onKeyDown={(event: KeyboardEvent) => isKey(event) && setPressed(true)}
      onKeyUp={(event: KeyboardEvent) => isKey(event) && setPressed(false)}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => setFocusVisible(showsFocusRing(event.currentTarget))}
      onBlur={() => {
        setFocusVisible(false);
        setPressed(false);
      }}
    />
  );
}
