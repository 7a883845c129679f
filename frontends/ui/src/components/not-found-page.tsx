/**
 * @module The 404 page (public spec §2): any path the router does not know,
 * and a status page link whose order does not exist. Shared by the shell and
 * the site, which renders it for `/track/<unknown>` (on the server too).
 */
import * as styles from "./not-found-page.css.ts";

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>404 Page Not Found</h1>
        <p className={styles.hint}>Did you forget to add the page to the router?</p>
        <a className={styles.link} href="/">
          Back to the home page
        </a>
      </div>
    </main>
  );
}
