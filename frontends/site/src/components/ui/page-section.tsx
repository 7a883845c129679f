/**
 * @module One anchored section of the landing page: the target of the
 * navigation's smooth scrolling (`id`), titled for assistive technology.
 */
import type { ReactNode } from "react";
import * as styles from "./page-section.css.ts";

export interface PageSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

export function PageSection({ id, title, subtitle, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} tabIndex={-1} className={styles.section}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subheading}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
