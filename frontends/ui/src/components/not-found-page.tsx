/**
 * @module The 404 page (docs/rules/public-site.md, Not found): any path the router does not know,
 * and a status page link whose order does not exist. Shared by the shell and
 * the site, which renders it for `/track/<unknown>` (on the server too).
 */
import * as styles from "./not-found-page.css.ts";

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>This page doesn’t exist</h1>
        <p className={styles.hint}>The link may be old or mistyped.</p>
        <a className={styles.link} href="/">
          Back to the home page
        </a>
      </div>
    </main>
  );
}
