/** @module The login screen at /auth and /admin/login (docs/rules/admin.md, Login). */
import { LoginForm, type LoginFormProps } from "./login-form.tsx";
import * as styles from "./login-page.css.ts";

export function LoginPage({ onSignedIn }: LoginFormProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Admin Login</h1>
        <p className={styles.subtitle}>Log in to access the admin dashboard</p>
        <LoginForm onSignedIn={onSignedIn} />
        <a className={styles.back} href="/">
          ← Back to the website
        </a>
      </div>
    </main>
  );
}
