/**
 * @module The back office: the `admin` remote's `./App`. The shell mounts it
 * for /auth, /admin/login, /admin and /admin/*; it routes on the same
 * location (wouter, shared with the shell) and gates every screen on the
 * session (see `decide-access.ts`).
 */
import "@stringing/ui/zod-without-eval";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { Spinner } from "@stringing/ui/components/spinner";
import { ToastRegion } from "@stringing/ui/components/toast-region";
import { useSession } from "../features/auth/api/get-user.ts";
import { AccessDenied } from "../features/auth/components/access-denied.tsx";
import { LoginPage } from "../features/auth/components/login-page.tsx";
import { useApplyTheme } from "../features/theme/use-theme.ts";
import { AdminLayout } from "./admin-layout.tsx";
import { AdminPageView } from "./admin-page-view.tsx";
import { afterLoginPath, decideAccess } from "./decide-access.ts";
import { forgetReturnPath, readReturnPath, rememberReturnPath } from "./return-path.ts";

export default function App() {
  useApplyTheme();
  return (
    <>
      <AdminGate />
      <ToastRegion />
    </>
  );
}

function AdminGate() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { session, user } = useSession();
  const decision = decideAccess(location, session, search, readReturnPath());
  const redirectTarget = decision.kind === "redirect" ? decision.to : null;
  const returnTo = decision.kind === "redirect" ? decision.returnTo : undefined;
  const arrived = decision.kind === "admin";

  useEffect(() => {
    if (!redirectTarget) return;
    if (returnTo) rememberReturnPath(returnTo);
    navigate(redirectTarget, { replace: true });
  }, [redirectTarget, returnTo, navigate]);
  useEffect(() => {
    if (arrived) forgetReturnPath();
  }, [arrived]);

  switch (decision.kind) {
    case "spinner":
    case "redirect":
      return <Spinner label="Checking your session" fullPage />;
    case "login":
      return <LoginPage onSignedIn={() => navigate(afterLoginPath(readReturnPath()), { replace: true })} />;
    case "access-denied":
      return <AccessDenied />;
    case "admin":
      return user ? (
        <AdminLayout user={user}>
          <AdminPageView pathname={location} />
        </AdminLayout>
      ) : null;
  }
}
