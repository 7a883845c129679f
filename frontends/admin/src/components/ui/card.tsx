/**
 * @module `Card`: a bordered surface with an optional heading row.
 *
 *   <Card title="Recent Orders" description="The latest 5" action={<Link …>View All</Link>}>…</Card>
 *
 * `title` renders as an h2 (pages own the h1); `headingLevel` changes it.
 */
import type { ReactNode } from "react";
import * as styles from "./card.css.ts";

export interface CardProps {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}

export function Card({ title, description, action, children, className, headingLevel = 2 }: CardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card}>
      {title || action ? (
        <div className={styles.header}>
          <div>
            {title ? <Heading className={styles.title}>{title}</Heading> : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
