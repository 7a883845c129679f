/**
 * @module Testimonials (docs/rules/public-site.md, Testimonials): one visible
 * testimonial at a time, advancing every 8 s and wrapping; controls and dots
 * only when there is more than one; a spinner while loading; nothing when
 * none is visible.
 */
import { Spinner } from "@stringing/ui/components/spinner";
import { CarouselControls } from "../../../components/ui/carousel-controls.tsx";
import { StarIcon } from "../../../components/ui/icons/star-icon.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { useCarousel } from "../../../lib/use-carousel.ts";
import { useTestimonials, type TestimonialCard } from "../api/get-testimonials.ts";
import * as styles from "./testimonials-section.css.ts";

export const TESTIMONIALS_INTERVAL_MS = 8000;
const TITLE = "What Players Say";

export function TestimonialsSection() {
  const { data: testimonials, isPending } = useTestimonials();
  if (isPending) {
    return (
      <PageSection id="testimonials" title={TITLE}>
        <Spinner label="Loading testimonials" />
      </PageSection>
    );
  }
  if (!testimonials || testimonials.length === 0) return null;
  return <Testimonials testimonials={testimonials} />;
}

function Testimonials({ testimonials }: { testimonials: TestimonialCard[] }) {
  const carousel = useCarousel(testimonials.length, TESTIMONIALS_INTERVAL_MS);
  const current = testimonials[carousel.index]!;
  const several = testimonials.length > 1;
  const role = [current.position, current.company].filter(Boolean).join(", ");
  return (
    <PageSection id="testimonials" title={TITLE} subtitle="Trusted by players at every level">
      <div {...(several ? { role: "region", "aria-roledescription": "carousel", "aria-label": "Testimonials" } : {})} {...carousel.rootProps}>
        <div aria-live={carousel.rotating ? "off" : "polite"}>
          <div
            key={current.key}
            {...(several ? { role: "group", "aria-roledescription": "slide", "aria-label": `${carousel.index + 1} of ${testimonials.length}` } : {})}
          >
            <figure className={styles.card}>
              <div className={styles.stars} role="img" aria-label={`Rated ${current.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, star) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: always five stars in a fixed order; a star is its position.
                  <StarIcon key={star} size={18} filled={star < current.rating} />
                ))}
              </div>
              <blockquote className={styles.quote}>“{current.content}”</blockquote>
              <figcaption className={styles.person}>
                {current.imageUrl ? <img className={styles.avatar} src={current.imageUrl} alt="" width={48} height={48} loading="lazy" /> : null}
                <div>
                  <p className={styles.name}>{current.name}</p>
                  {role ? <p className={styles.role}>{role}</p> : null}
                </div>
              </figcaption>
            </figure>
          </div>
        </div>
        {several ? <CarouselControls carousel={carousel} count={testimonials.length} noun="testimonial" /> : null}
      </div>
    </PageSection>
  );
}
