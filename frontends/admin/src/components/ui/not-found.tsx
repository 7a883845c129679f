/** @module An admin path that has no page: the product's 404 text. */
import { PageHeader } from "./page-header.tsx";

export function NotFound() {
  return <PageHeader title="404 Page Not Found" description="Did you forget to add the page to the router?" />;
}
