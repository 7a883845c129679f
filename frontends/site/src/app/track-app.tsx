/**
 * @module The customer's order status page, `/track/<token>`: the `site`
 * remote's `./TrackPage`. Like the landing page, the shell provides React,
 * react-query and the router; the server usually renders it first
 * (render-track-page.tsx) and the shell hydrates it. A token that names no
 * order shows the 404 page. Not for search engines: the head the server
 * writes says noindex.
 */
import { useEffect } from "react";
import { Button } from "@stringing/ui/components/button";
import { NotFoundPage } from "@stringing/ui/components/not-found-page";
import { Spinner } from "@stringing/ui/components/spinner";
import { BrandMark } from "../components/ui/brand-mark.tsx";
import { useOrderStatus } from "../features/track/api/get-order-status.ts";
import { OrderStatusView } from "../features/track/components/order-status-view.tsx";
import * as appStyles from "./app.css.ts";
import { BRAND_NAME } from "./brand.ts";
import * as styles from "./track-app.css.ts";

/** The page's title, once the order is known (the server writes the same into the head). */
export const trackPageTitle = (orderId: number | null): string =>
  orderId === null ? `404 Page Not Found | ${BRAND_NAME}` : `Order #${orderId} status | ${BRAND_NAME}`;

export default function TrackApp({ token }: { token: string }) {
  const status = useOrderStatus(token);
  const orderId = status.data ? status.data.id : status.data === null ? null : undefined;

  useEffect(() => {
    if (orderId !== undefined) document.title = trackPageTitle(orderId);
  }, [orderId]);

  if (status.data === null) return <NotFoundPage />;
  return (
    <div className={appStyles.page}>
      <a className={appStyles.skipLink} href="#main-content">
        Skip to content
      </a>
      <header className={styles.header}>
        <a className={styles.brand} href="/">
          <BrandMark />
          {BRAND_NAME}
        </a>
        <a className={styles.headerLink} href="/#contact">
          Contact us
        </a>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {status.isPending ? (
          <div className={styles.centered}>
            <Spinner label="Loading your order" />
          </div>
        ) : status.isError ? (
          <div className={styles.centered} role="alert">
            <h1 className={styles.errorTitle}>We couldn't load your order</h1>
            <p className={styles.errorText}>Please check your connection and try again.</p>
            <Button onPress={() => void status.refetch()} isDisabled={status.isFetching}>
              {status.isFetching ? "Trying again..." : "Try again"}
            </Button>
          </div>
        ) : (
          <OrderStatusView order={status.data} token={token} />
        )}
      </main>
      <footer className={styles.footer}>
        <p>
          Questions about your order?{" "}
          <a className={styles.footerLink} href="/#contact">
            Contact us
          </a>{" "}
          and mention your order number.
        </p>
        <p>
          <a className={styles.footerLink} href="/">
            Back to {BRAND_NAME}
          </a>
        </p>
      </footer>
    </div>
  );
}
