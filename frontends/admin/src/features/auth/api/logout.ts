/**
 * @module `POST /api/logout` (docs/rules/admin.md, Login). On success a toast and a full
 * page load of `/` (which also drops every cached admin query); on failure
 * a destructive toast.
 */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { toast } from "@stringing/ui/toast-queue";
import { redirectTo } from "../../../lib/redirect-to.ts";

export const logout = async (): Promise<void> => {
  await unwrap(api.logout.$post());
};

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast({ title: "Logged out successfully" });
      redirectTo("/");
    },
    onError: (error) => {
      console.error("Logout failed:", error);
      toast({ title: "Logout failed", description: "There was an error logging out.", variant: "destructive" });
    },
  });
}
