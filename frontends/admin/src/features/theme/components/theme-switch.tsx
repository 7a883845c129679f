/** @module The light / dark / system choice, as a radio group. */
import { Label, Radio, RadioGroup } from "react-aria-components";
import { MonitorIcon } from "../../../components/ui/icons/monitor-icon.tsx";
import { MoonIcon } from "../../../components/ui/icons/moon-icon.tsx";
import { SunIcon } from "../../../components/ui/icons/sun-icon.tsx";
import { isThemePreference } from "../theme-preference.ts";
import { useThemePreference } from "../use-theme.ts";
import * as styles from "./theme-switch.css.ts";

const OPTIONS = [
  { value: "light", label: "Light", Icon: SunIcon },
  { value: "dark", label: "Dark", Icon: MoonIcon },
  { value: "system", label: "System", Icon: MonitorIcon },
] as const;

export function ThemeSwitch() {
  const [preference, setPreference] = useThemePreference();
  return (
    <RadioGroup
      className={styles.group}
      value={preference}
      onChange={(value) => {
        if (isThemePreference(value)) setPreference(value);
      }}
      orientation="horizontal"
    >
      <Label className={styles.label}>Theme</Label>
      <div className={styles.options}>
        {OPTIONS.map(({ value, label, Icon }) => (
          <Radio key={value} value={value} className={styles.option}>
            <Icon size={14} />
            {label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
