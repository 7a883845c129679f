/**
 * @module The order section (anchor order). The form itself, with core's
 * validation and the accessible pickers, is a separate chunk, so neither the
 * first paint of `/` nor its hydration waits for it
 * (see docs/performance.md). It loads when the visitor comes near, or once the loaded
 * page is idle, whichever is first: a keyboard or screen-reader user who
 * jumps to "Place Your Order" without scrolling finds the form there. Its
 * space is reserved meanwhile so a jump to a later section lands where it
 * should.
 */
import { lazy, Suspense, useRef } from "react";
import { Spinner } from "@stringing/ui/components/spinner";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { useIdleAfterLoad } from "../../../lib/use-idle-after-load.ts";
import { useLoadWhenNear } from "../../../lib/use-load-when-near.ts";
import { loadOrderForm } from "./load-order-form.ts";
import * as styles from "./order-form.css.ts";

const OrderForm = lazy(loadOrderForm);

export function OrderSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useLoadWhenNear(anchor);
  const idle = useIdleAfterLoad();
  const ready = near || idle;
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
