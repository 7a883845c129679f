/** @module The Settings tab's third panel: who is signed in and the state of the system. */
import { Spinner } from "@stringing/ui/components/spinner";
import { Card } from "../../../components/ui/card.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useApiHealth, useCurrentUser } from "../api/get-system-info.ts";
import * as styles from "./settings.css.ts";

export function SystemInfoPanel() {
  const user = useCurrentUser();
  const health = useApiHealth();
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
          <dt className={styles.infoTerm}>Build</dt>
          <dd className={styles.infoValue}>{import.meta.env.MODE}</dd>
        </dl>
      )}
    </Card>
  );
}
