/** @module One dashboard number: label, value (a dash while loading), and a hint or the load error. */
import { Card } from "../../../components/ui/card.tsx";
import * as styles from "./dashboard.css.ts";

export interface StatCardProps {
  label: string;
  value: number | undefined;
  hint?: string;
  isError?: boolean;
}

export function StatCard({ label, value, hint, isError = false }: StatCardProps) {
  return (
    <Card className={styles.statCard}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue} aria-live="polite">
        {value ?? "–"}
      </p>
      {isError ? <p className={styles.statError}>Could not load</p> : hint ? <p className={styles.statHint}>{hint}</p> : null}
    </Card>
  );
}
