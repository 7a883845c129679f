/**
 * @module The hero (docs/rules/public-site.md, Hero): 600 px tall, title, description and
 * background picture from the hero-heading content (defaults on failure),
 * a smaller picture below 640 px (the owner's hero-image-mobile, see
 * hero-images.ts), and buttons to the order form and the
 * services (links, so they work before the page is hydrated). The owner's
 * hero-subtitle shows above the title and hero-content below the
 * description, when they exist and are visible. A hidden hero-heading hides
 * the hero.
 */
import { buttonClassName } from "@stringing/ui/button-class-name";
import { Spinner } from "@stringing/ui/components/spinner";
import { SectionLink } from "../../../components/ui/section-link.tsx";
import { isVisible, useContentSection, type SectionContent } from "../../../lib/content-section.ts";
import { HERO_MOBILE_SECTION, heroMobileImage } from "@stringing/core/content/hero-images";
import { useHeroContent } from "../api/get-hero-content.ts";
import * as styles from "./hero.css.ts";

/** A text-only section's words, from whichever field the owner filled; nothing when hidden or missing. */
const words = (section: SectionContent | null | undefined): string | null => (isVisible(section) ? (section.content ?? section.title) : null);

export function Hero() {
  const { data, isPending } = useHeroContent();
  const subtitle = words(useContentSection("hero-subtitle").data);
  const more = words(useContentSection("hero-content").data);
  const mobile = useContentSection(HERO_MOBILE_SECTION).data;

  if (!isPending && !data) return null;
  return (
    <section className={styles.hero} aria-labelledby={data ? "hero-title" : undefined} aria-busy={isPending}>
      {data ? (
        <>
          <picture className={styles.picture}>
            <source media="(max-width: 639px)" srcSet={heroMobileImage(data.imageUrl, isVisible(mobile) ? mobile.imageUrl : null)} />
            <img className={styles.image} src={data.imageUrl} alt="" fetchPriority="high" decoding="async" />
          </picture>
          <div className={styles.shade} aria-hidden="true" />
          <div className={styles.inner}>
            <div className={styles.copy}>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
              <h1 id="hero-title" className={styles.title}>
                {data.title}
              </h1>
              <p className={styles.description}>{data.content}</p>
              {more ? <p className={styles.description}>{more}</p> : null}
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
