/**
 * @module `SearchFieldBox`: a search input (react-aria SearchField: Escape
 * and the × button clear it) that reports its text through `onChange`,
 * optionally only after typing pauses for `debounceMs` (for server search).
 *
 *   <SearchFieldBox label="Search customers" placeholder="Search customers..."
 *     debounceMs={300} onChange={setQuery} />
 *
 * It keeps its own text; `defaultValue` sets the starting text. The label
 * is visually hidden unless `showLabel`.
 */
import { useEffect, useRef, useState } from "react";
import { Button, Input, Label, SearchField } from "react-aria-components";
import { CloseIcon } from "@stringing/ui/components/icons/close-icon";
import { SvgIcon } from "@stringing/ui/components/icons/svg-icon";
import { useDebouncedValue } from "./use-debounced-value.ts";
import * as styles from "./search-field.css.ts";

export interface SearchFieldBoxProps {
  label: string;
  onChange: (value: string) => void;
  placeholder?: string;
  defaultValue?: string;
  debounceMs?: number;
  showLabel?: boolean;
  className?: string;
}

export function SearchFieldBox({ label, onChange, placeholder, defaultValue = "", debounceMs = 0, showLabel = false, className }: SearchFieldBoxProps) {
  const [text, setText] = useState(defaultValue);
  const debounced = useDebouncedValue(text, debounceMs);
  const lastSent = useRef(defaultValue);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    onChangeRef.current(debounced);
  }, [debounced]);

  return (
    <SearchField
      value={text}
      onChange={setText}
      aria-label={showLabel ? undefined : label}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      {showLabel ? <Label className={styles.label}>{label}</Label> : null}
      <div className={styles.box}>
        <SvgIcon size={18} className={styles.icon}>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </SvgIcon>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.clear} aria-label="Clear search">
          <CloseIcon size={16} />
        </Button>
      </div>
    </SearchField>
  );
}
