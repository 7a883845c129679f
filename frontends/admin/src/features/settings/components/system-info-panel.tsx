/** @module The Settings tab's third panel: who is signed in and the state of the system. */
import { Spinner } from "@stringing/ui/components/spinner";
import { Card } from "../../../components/ui/card.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useApiHealth, useCurrentUser } from "../api/get-system-info.ts";
import { useLinkOrigin } from "../api/link-origin.ts";
import * as styles from "./settings.css.ts";

export function SystemInfoPanel() {
  const user = useCurrentUser();
  const health = useApiHealth();
  const links = useLinkOrigin();
  const me = user.data;
  return (
    <Card title="Account & System" description="Your account and the state of the back office.">
      {user.isPending ? (
        <Spinner label="Loading account" />
      ) : (
        <dl className={styles.infoList}>
          <dt className={styles.infoTerm}>Signed in as</dt>
          <dd className={styles.infoValue}>{me ? (me.name?.trim() ? `${me.name} (${me.username})` : me.username) : "-"}</dd>
          <dt className={styles.infoTerm}>Role</dt>
          <dd className={styles.infoValue}>{me ? <Badge tone="brand">{me.role === "admin" ? "Admin" : me.role}</Badge> : "-"}</dd>
          <dt className={styles.infoTerm}>Email</dt>
          <dd className={styles.infoValue}>{me?.email || "-"}</dd>
          <dt className={styles.infoTerm}>API</dt>
          <dd className={styles.infoValue}>
            {health.isPending ? "Checking…" : health.data?.status === "ok" ? <Badge tone="green">Online</Badge> : <Badge tone="red">Unreachable</Badge>}
          </dd>
          <dt className={styles.infoTerm}>Links in mails</dt>
          <dd className={styles.infoValue}>
            {links.isPending ? (
              "Checking…"
            ) : links.data ? (
              <>
                <span className={styles.breakAnywhere}>{links.data.url}</span>
                {links.data.fromPublicUrl ? null : (
                  <span className={styles.linkHint}>
                    PUBLIC_URL is not set, so links use the address the server listens on, which customers may not reach. Set PUBLIC_URL to the site's address
                    (for example https://shop.example) and restart.
                  </span>
                )}
              </>
            ) : (
              "-"
            )}
          </dd>
          <dt className={styles.infoTerm}>Build</dt>
          <dd className={styles.infoValue}>{import.meta.env.MODE}</dd>
        </dl>
      )}
    </Card>
  );
}
