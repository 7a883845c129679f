/**
 * @module The order section (anchor order). The form itself, with core's
 * validation and the accessible pickers, is a separate chunk loaded when the
 * visitor comes near, so neither the first paint of `/` nor its hydration
 * waits for it (see README "Performance"). Its space is reserved meanwhile
 * so a jump to a later section lands where it should.
 */
import { lazy, Suspense, useRef } from "react";
import { Spinner } from "@stringing/ui/components/spinner";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { useLoadWhenNear } from "../../../lib/use-load-when-near.ts";
import * as styles from "./order-form.css.ts";

const OrderForm = lazy(() => import("./order-form.tsx"));

export function OrderSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const ready = useLoadWhenNear(anchor);
  const placeholder = (
    <div className={styles.placeholder}>
      <Spinner label="Loading the order form" />
    </div>
  );
  return (
    <PageSection id="order" title="Place Your Order" subtitle="Tell us about your stick and the pocket you want">
      <div ref={anchor}>{ready ? <Suspense fallback={placeholder}>{<OrderForm />}</Suspense> : placeholder}</div>
    </PageSection>
  );
}
