/** @module A loading indicator, announced politely to screen readers. */
import * as styles from "./spinner.css.ts";

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  /** Centre it in a tall box, for whole-page loads. */
  fullPage?: boolean;
  size?: "sm" | "md";
}

export function Spinner({ label = "Loading", fullPage = false, size = "md" }: SpinnerProps) {
  return (
    <div role="status" className={fullPage ? `${styles.wrapper} ${styles.fullPage}` : styles.wrapper}>
      <span aria-hidden="true" className={size === "sm" ? `${styles.circle} ${styles.small}` : styles.circle} />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
