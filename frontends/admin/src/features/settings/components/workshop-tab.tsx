import { WorkshopDigestPanel } from "./workshop-digest-panel.tsx";
import { WorkshopSettingsPanel } from "./workshop-settings-panel.tsx";

/** Settings › Workshop: the calendar the promise is counted on, then the morning digest and the calendar feed that report it. */
export function WorkshopTab() {
  return (
    <>
      <WorkshopSettingsPanel />
      <WorkshopDigestPanel />
    </>
  );
}
