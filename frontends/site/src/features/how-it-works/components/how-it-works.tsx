/**
 * @module How It Works (docs/rules/public-site.md, How It Works): three steps; the first links to the
 * order form, the second to the about section, the third states the
 * 2-3 business day turnaround.
 */
import { PageSection } from "../../../components/ui/page-section.tsx";
import { SectionLink } from "../../../components/ui/section-link.tsx";
import * as styles from "./how-it-works.css.ts";

export function HowItWorks() {
  return (
    <PageSection id="how-it-works" title="How It Works" subtitle="From your door to the field in three steps">
      <ol className={styles.steps}>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            1
          </span>
          <h3 className={styles.title}>Place Your Order</h3>
          <p className={styles.text}>
            Tell us about your head, position and the pocket you want in the{" "}
            <SectionLink className={styles.link} target="order">
              order form
            </SectionLink>
            , then ship us your head.
          </p>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            2
          </span>
          <h3 className={styles.title}>Expert Stringing</h3>
          <p className={styles.text}>
            Your pocket is strung by hand, broken in and tested by{" "}
            <SectionLink className={styles.link} target="about">
              our experienced stringer
            </SectionLink>
            .
          </p>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            3
          </span>
          <h3 className={styles.title}>Fast Delivery</h3>
          <p className={styles.text}>We ship your head back within 2-3 business days of receiving it, with tracking.</p>
        </li>
      </ol>
    </PageSection>
  );
}
