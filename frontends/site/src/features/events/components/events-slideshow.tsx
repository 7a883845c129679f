/**
 * @module Events & Community (docs/rules/public-site.md, Events & Community): a slideshow of the visible
 * event photos, advancing every 5 s and wrapping both ways, with previous,
 * next, pause and dot controls. Hidden entirely when there are none.
 */
import { Spinner } from "@stringing/ui/components/spinner";
import { CarouselControls } from "../../../components/ui/carousel-controls.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { useCarousel } from "../../../lib/use-carousel.ts";
import { useEventImages, type EventSlide } from "../api/get-event-images.ts";
import * as styles from "./events-slideshow.css.ts";

export const EVENTS_INTERVAL_MS = 5000;

export function EventsSlideshow() {
  const { data: slides, isPending } = useEventImages();
  if (isPending) {
    return (
      <PageSection id="events" title="Events & Community">
        <Spinner label="Loading events" />
      </PageSection>
    );
  }
  if (!slides || slides.length === 0) return null;
  return <Slideshow slides={slides} />;
}

function Slideshow({ slides }: { slides: EventSlide[] }) {
  const carousel = useCarousel(slides.length, EVENTS_INTERVAL_MS);
  const slide = slides[carousel.index]!;
  return (
    <PageSection id="events" title="Events & Community" subtitle="Where you can find us on and off the field">
      <section aria-roledescription="carousel" aria-label="Event photos" {...carousel.rootProps}>
        <div className={styles.frame} aria-live={carousel.rotating ? "off" : "polite"}>
          {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group named "n of m"; a <fieldset> is for form controls, and role=group may not sit on the <figure> itself. */}
          <div key={slide.key} role="group" aria-roledescription="slide" aria-label={`${carousel.index + 1} of ${slides.length}`}>
            <figure style={{ margin: 0 }}>
              <img className={styles.image} src={slide.imageUrl} alt={slide.title} width={960} height={540} loading="lazy" decoding="async" />
              <figcaption className={styles.caption}>
                <h3 className={styles.title}>{slide.title}</h3>
                {slide.description ? <p className={styles.description}>{slide.description}</p> : null}
              </figcaption>
            </figure>
          </div>
        </div>
        {slides.length > 1 ? <CarouselControls carousel={carousel} count={slides.length} noun="slide" /> : null}
      </section>
    </PageSection>
  );
}
