/**
 * @module Settings → Users: who can sign in, with role and last sign-in.
 * Add an admin or reset another's password (the generated password shown
 * once), remove one (never yourself; the server also keeps the last admin),
 * and change your own password. The owner's row cannot be reset or removed
 * by other admins (the server refuses it too); the owner alone can make
 * another admin the owner.
 */
import { useState } from "react";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { Button } from "@stringing/ui/components/button";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useMakeOwner } from "../api/make-owner.ts";
import { useRemoveUser } from "../api/remove-user.ts";
import { useResetUserPassword } from "../api/reset-user-password.ts";
import { type UserRow, useUsers } from "../api/users.ts";
import { AddAdminDialog } from "./add-admin-dialog.tsx";
import { ChangePasswordDialog } from "./change-password-dialog.tsx";
import { OneTimePasswordDialog } from "./one-time-password-dialog.tsx";
import * as styles from "./settings.css.ts";
import * as userStyles from "./users.css.ts";

type Shown = { title: string; username: string; password: string };
type Dialog =
  | { kind: "add" }
  | { kind: "change-own" }
  | { kind: "reset"; user: UserRow }
  | { kind: "remove"; user: UserRow }
  | { kind: "make-owner"; user: UserRow }
  | { kind: "password"; shown: Shown };

const lastSignIn = (iso: string | null) =>
  iso ? `${formatDisplayDate(iso)} ${new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}` : "Never";

export function UsersPanel() {
  const users = useUsers();
  const reset = useResetUserPassword();
  const remove = useRemoveUser();
  const handOver = useMakeOwner();
  const iAmOwner = users.data?.some((user) => user.isYou && user.owner) ?? false;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const resetPassword = (user: UserRow) =>
    reset.mutate(user.id, {
      onSuccess: ({ password }) => setDialog({ kind: "password", shown: { title: `New password for ${user.username}`, username: user.username, password } }),
      onError: (error) => {
        close();
        toast({ title: "Could not reset the password", description: describeError(error, "Please try again."), variant: "destructive" });
      },
    });

  const removeUser = (user: UserRow) =>
    remove.mutate(user.id, {
      onSuccess: () => toast({ title: "User removed", description: `${user.username} can no longer sign in.` }),
      onError: (error) => toast({ title: "Could not remove the user", description: describeError(error, "Please try again."), variant: "destructive" }),
      onSettled: close,
    });

  const makeOwner = (user: UserRow) =>
    handOver.mutate(user.id, {
      onSuccess: () => toast({ title: "Owner changed", description: `${user.username} is the owner now.` }),
      onError: (error) => toast({ title: "Could not change the owner", description: describeError(error, "Please try again."), variant: "destructive" }),
      onSettled: close,
    });

  const columns: DataTableColumn<UserRow>[] = [
    {
      id: "username",
      header: "Username",
      isRowHeader: true,
      cell: (user) => (
        <>
          {user.username} {user.owner ? <Badge tone="green">Owner</Badge> : null} {user.isYou ? <Badge tone="blue">You</Badge> : null}
        </>
      ),
    },
    { id: "name", header: "Name", cell: (user) => user.name ?? "-" },
    { id: "role", header: "Role", cell: (user) => user.role },
    { id: "last", header: "Last sign-in", nowrap: true, cell: (user) => lastSignIn(user.lastSignInAt) },
    {
      id: "actions",
      header: "Actions",
      align: "end",
      cell: (user) =>
        user.isYou ? (
          <span className={styles.muted}>-</span>
        ) : (
          <div className={styles.actions}>
            {iAmOwner && user.role === "admin" ? (
              <Button variant="secondary" size="sm" aria-label={`Make ${user.username} the owner`} onPress={() => setDialog({ kind: "make-owner", user })}>
                Make owner
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Reset password of ${user.username}`}
              isDisabled={user.owner}
              onPress={() => setDialog({ kind: "reset", user })}
            >
              Reset password
            </Button>
            <Button
              variant="destructive"
              size="sm"
              aria-label={`Remove ${user.username}`}
              isDisabled={user.owner}
              onPress={() => setDialog({ kind: "remove", user })}
            >
              Remove
            </Button>
          </div>
        ),
    },
  ];

  return (
    <Card
      title="Users"
      description="Who can sign in to the back office."
      action={
        <div className={userStyles.headerActions}>
          <Button variant="secondary" size="sm" onPress={() => setDialog({ kind: "change-own" })}>
            Change your password
          </Button>
          <Button size="sm" onPress={() => setDialog({ kind: "add" })}>
            Add admin
          </Button>
        </div>
      }
    >
      {users.isError ? (
        <ErrorState
          title="Error loading users"
          message={describeError(users.error, "Could not load the users.")}
          onRetry={() => void users.refetch()}
          isRetrying={users.isFetching}
        />
      ) : (
        <DataTable aria-label="Users" columns={columns} rows={users.data ?? []} isLoading={users.isPending} emptyText="No users" />
      )}
      {dialog?.kind === "add" ? (
        <AddAdminDialog
          onClose={close}
          onAdded={({ username, password }) => setDialog({ kind: "password", shown: { title: `${username} added`, username, password } })}
        />
      ) : null}
      {dialog?.kind === "change-own" ? <ChangePasswordDialog onClose={close} /> : null}
      {dialog?.kind === "reset" ? (
        <ConfirmDialog
          title="Reset password?"
          message={`${dialog.user.username} gets a new password, shown to you once, and is signed out everywhere.`}
          confirmLabel="Reset password"
          isPending={reset.isPending}
          pendingLabel="Resetting..."
          onConfirm={() => resetPassword(dialog.user)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "remove" ? (
        <ConfirmDialog
          title="Remove user?"
          message={`${dialog.user.username} will no longer be able to sign in.`}
          confirmLabel="Remove"
          destructive
          isPending={remove.isPending}
          pendingLabel="Removing..."
          onConfirm={() => removeUser(dialog.user)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "make-owner" ? (
        <ConfirmDialog
          title="Make owner?"
          message={`${dialog.user.username} becomes the owner: only they can then reset or remove the owner, or hand ownership on. You stay an admin, and other admins can then reset or remove you.`}
          confirmLabel="Make owner"
          isPending={handOver.isPending}
          pendingLabel="Handing over..."
          onConfirm={() => makeOwner(dialog.user)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "password" ? <OneTimePasswordDialog {...dialog.shown} onClose={close} /> : null}
    </Card>
  );
}
