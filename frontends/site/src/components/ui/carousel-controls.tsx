/**
 * @module Previous, Pause/Play and Next buttons with one dot per slide,
 * shared by the events slideshow and the testimonials carousel. They do
 * nothing as plain HTML, so they stay disabled until the page is hydrated.
 */
import { Button as AriaButton } from "react-aria-components";
import { Button } from "@stringing/ui/components/button";
import { ChevronLeftIcon } from "./icons/chevron-left-icon.tsx";
import { ChevronRightIcon } from "./icons/chevron-right-icon.tsx";
import { PauseIcon } from "./icons/pause-icon.tsx";
import { PlayIcon } from "./icons/play-icon.tsx";
import type { Carousel } from "../../lib/use-carousel.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import * as styles from "./carousel-controls.css.ts";

export interface CarouselControlsProps {
  /** The state and moves of useCarousel. */
  carousel: Carousel;
  count: number;
  /** What one slide is called: "slide", "testimonial". */
  noun: string;
}

export function CarouselControls({ carousel, count, noun }: CarouselControlsProps) {
  const { index, userPaused } = carousel;
  const isDisabled = !useHydrated();
  return (
    <div className={styles.controls}>
      <Button
        variant="secondary"
        size="icon"
        className={styles.roundButton}
        aria-label={`Previous ${noun}`}
        isDisabled={isDisabled}
        onPress={carousel.previous}
      >
        <ChevronLeftIcon />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        className={styles.roundButton}
        aria-label={userPaused ? `Play ${noun}s` : `Pause ${noun}s`}
        isDisabled={isDisabled}
        onPress={carousel.togglePaused}
      >
        {userPaused ? <PlayIcon /> : <PauseIcon />}
      </Button>
      <ul className={styles.dots}>
        {Array.from({ length: count }, (_, dot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for the slide at its position; positions are the items and never reorder.
          <li key={dot}>
            <AriaButton
              className={styles.dot}
              aria-label={`Show ${noun} ${dot + 1} of ${count}`}
              aria-current={dot === index ? "true" : undefined}
              isDisabled={isDisabled}
              onPress={() => carousel.goTo(dot)}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="icon" className={styles.roundButton} aria-label={`Next ${noun}`} isDisabled={isDisabled} onPress={carousel.next}>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}
