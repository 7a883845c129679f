/** @module A labelled checkbox (react-aria Checkbox). */
import type { ReactNode } from "react";
import { Checkbox } from "react-aria-components";
import { CheckIcon } from "./icons/check-icon.tsx";
import * as styles from "./form-field.css.ts";

export function CheckboxField({ isSelected, onChange, children }: { isSelected: boolean; onChange: (selected: boolean) => void; children: ReactNode }) {
  return (
    <Checkbox className={styles.checkbox} isSelected={isSelected} onChange={onChange}>
      <span className={styles.checkboxBox} aria-hidden="true">
        {isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
      </span>
      <span>{children}</span>
    </Checkbox>
  );
}
