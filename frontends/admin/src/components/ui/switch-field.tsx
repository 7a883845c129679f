/**
 * @module `SwitchField`: an on/off switch (react-aria Switch: a checkbox
 * with role switch, Space toggles it) with its label beside it.
 *
 *   <SwitchField label={item.visible ? "Visible" : "Hidden"} isSelected={item.visible}
 *     onChange={(visible) => toggle.mutate({ id: item.id, visible })} isDisabled={toggle.isPending} />
 *
 * `hideLabel` keeps the label for screen readers only. In a list of rows,
 * pass `accessibleName` ("Hero visible") so a screen reader hears which row
 * the switch belongs to, not a column of identical "Visible" switches.
 */
import { Switch } from "react-aria-components";
import * as styles from "./switch-field.css.ts";
import { visuallyHidden } from "@stringing/ui/visually-hidden.css";

export interface SwitchFieldProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  hideLabel?: boolean;
  /** The switch's name for assistive technology when the visible label alone is ambiguous. */
  accessibleName?: string;
  className?: string;
}

export function SwitchField({ label, isSelected, onChange, isDisabled, hideLabel = false, accessibleName, className }: SwitchFieldProps) {
  return (
    <Switch
      {...(accessibleName ? { "aria-label": accessibleName } : {})}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </Switch>
  );
}
