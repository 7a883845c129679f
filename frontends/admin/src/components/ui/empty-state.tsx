/**
 * @module `EmptyState`: what a list shows when it has nothing, e.g.
 * `<EmptyState title="No customers found" description="Try another search." action={<Button …/>} />`.
 */
import type { ReactNode } from "react";
import * as styles from "./states.css.ts";

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.text}>{description}</p> : null}
      {action}
    </div>
  );
}
