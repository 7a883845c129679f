/**
 * @module The hero (public spec §2): 600 px tall, title, description and
 * background picture from the hero-heading content (defaults on failure),
 * a smaller picture below 640 px, and buttons to the order form and the
 * services (links, so they work before the page is hydrated).
 */
import { buttonClassName } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { SectionLink } from "../../../components/ui/section-link.tsx";
import { HERO_MOBILE_IMAGE, useHeroContent } from "../api/get-hero-content.ts";
import * as styles from "./hero.css.ts";

export function Hero() {
  const { data, isPending } = useHeroContent();

  return (
    <section className={styles.hero} aria-labelledby={data ? "hero-title" : undefined} aria-busy={isPending}>
      {data ? (
        <>
          <picture className={styles.picture}>
            <source media="(max-width: 639px)" srcSet={HERO_MOBILE_IMAGE} />
            <img className={styles.image} src={data.imageUrl} alt="" fetchPriority="high" decoding="async" />
          </picture>
          <div className={styles.shade} aria-hidden="true" />
          <div className={styles.inner}>
            <div className={styles.copy}>
              <h1 id="hero-title" className={styles.title}>
                {data.title}
              </h1>
              <p className={styles.description}>{data.content}</p>
              <div className={styles.buttons}>
                <SectionLink target="order" className={buttonClassName("primary", "lg")}>
                  Get Started
                </SectionLink>
                <SectionLink target="services" className={buttonClassName("outline", "lg")}>
                  View Services
                </SectionLink>
              </div>
            </div>
          </div>
        </>
      ) : (
        <div className={styles.spinnerBox}>
          <Spinner label="Loading" />
        </div>
      )}
    </section>
  );
}
