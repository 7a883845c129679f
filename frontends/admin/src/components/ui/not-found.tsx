/** @module An admin path that has no page: said to the owner, with a way back. */
import { Link } from "wouter";
import { buttonClassName } from "@stringing/ui/components/button";
import { EmptyState } from "./empty-state.tsx";
import { PageHeader } from "./page-header.tsx";

export function NotFound() {
  return (
    <>
      <PageHeader title="This page doesn’t exist" description="The link may be old or mistyped." />
      <EmptyState
        title="Nothing here"
        action={
          <Link href="/admin/dashboard" className={buttonClassName("primary")}>
            Go to the dashboard
          </Link>
        }
      />
    </>
  );
}
