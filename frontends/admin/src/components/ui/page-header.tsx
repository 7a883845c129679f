/** @module A page's title (its only <h1>) and an optional line under it. */
import { useEffect } from "react";
import * as styles from "./page-header.css.ts";

export interface PageHeaderProps {
  title: string;
  description?: string;
}

export function PageHeader({ title, description }: PageHeaderProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Admin`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}
