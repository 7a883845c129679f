/**
 * @module The workshop's timezone: a searchable list of the zones the
 * browser knows (`Intl.supportedValuesOf("timeZone")`), typed to filter
 * ("new york", "berlin"), picked by keyboard or pointer.
 */
import { useMemo } from "react";
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, useFilter } from "react-aria-components";
import { SvgIcon } from "@stringing/ui/components/icons/svg-icon";
import * as selectStyles from "@stringing/ui/components/select-field.css";
import * as textStyles from "@stringing/ui/components/text-field.css";
import * as styles from "./workshop-settings.css.ts";

/** Every zone the browser knows, plus the saved one should it not be among them (an alias such as "US/Eastern"). */
export function timeZoneOptions(saved: string): { id: string; name: string }[] {
  const zones = Intl.supportedValuesOf("timeZone");
  const all = saved && !zones.includes(saved) ? [saved, ...zones] : zones;
  // "America/New_York" reads and is searched as "America/New York".
  return all.map((id) => ({ id, name: id.replaceAll("_", " ") }));
}

export interface TimezoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  name?: string;
}

export function TimezoneField({ value, onChange, errorMessage, name }: TimezoneFieldProps) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  const { contains } = useFilter({ sensitivity: "base" });
  return (
    <ComboBox
      className={textStyles.field}
      defaultItems={options}
      defaultFilter={contains}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...(name ? { name } : {})}
    >
      <Label className={textStyles.label}>Timezone</Label>
      <div className={styles.combo}>
        <Input className={`${textStyles.input} ${styles.comboInput}`} />
        <Button className={styles.comboButton} aria-label="Show timezones">
          <SvgIcon size={16}>
            <path d="m6 9 6 6 6-6" />
          </SvgIcon>
        </Button>
      </div>
      <Text slot="description" className={textStyles.description}>
        Days are counted on the workshop's clock. Type to search, such as "New York".
      </Text>
      <FieldError className={textStyles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox}>
          {(zone: { id: string; name: string }) => (
            <ListBoxItem id={zone.id} textValue={zone.name} className={selectStyles.option}>
              {zone.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
