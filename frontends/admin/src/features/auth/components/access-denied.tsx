/** @module What a signed-in user without the admin role sees (docs/rules/admin.md, Gating). */
import { Button } from "@stringing/ui/components/button";
import { useLogout } from "../api/logout.ts";
import * as styles from "./login-page.css.ts";

export function AccessDenied() {
  const logoutMutation = useLogout();
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>Access Denied</h1>
        <p className={styles.subtitle}>Admin privileges required to access this area.</p>
        <Button variant="secondary" isDisabled={logoutMutation.isPending} onPress={() => logoutMutation.mutate()}>
          Log out
        </Button>
        <div>
          <a className={styles.back} href="/">
            ← Back to the website
          </a>
        </div>
      </div>
    </main>
  );
}
