/**
 * @module Previous, Pause/Play and Next buttons with one dot per slide,
 * shared by the events slideshow and the testimonials carousel. They do
 * nothing as plain HTML, so they stay disabled until the page is hydrated.
 * Plain buttons, not react-aria's: they render before any interaction on
 * the public page (decision record 0024).
 */
import { buttonClassName } from "@stringing/ui/button-class-name";
import { PlainButton } from "@stringing/ui/components/plain-button";
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
  const round = `${buttonClassName("secondary", "icon")} ${styles.roundButton}`;
  return (
    <div className={styles.controls}>
      <PlainButton className={round} aria-label={`Previous ${noun}`} isDisabled={isDisabled} onPress={carousel.previous}>
        <ChevronLeftIcon />
      </PlainButton>
      <PlainButton className={round} aria-label={userPaused ? `Play ${noun}s` : `Pause ${noun}s`} isDisabled={isDisabled} onPress={carousel.togglePaused}>
        {userPaused ? <PlayIcon /> : <PauseIcon />}
      </PlainButton>
      <ul className={styles.dots}>
        {Array.from({ length: count }, (_, dot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for the slide at its position; positions are the items and never reorder.
          <li key={dot}>
            <PlainButton
              className={styles.dot}
              aria-label={`Show ${noun} ${dot + 1} of ${count}`}
              aria-current={dot === index ? "true" : undefined}
              isDisabled={isDisabled}
              onPress={() => carousel.goTo(dot)}
            />
          </li>
        ))}
      </ul>
      <PlainButton className={round} aria-label={`Next ${noun}`} isDisabled={isDisabled} onPress={carousel.next}>
        <ChevronRightIcon />
      </PlainButton>
    </div>
  );
}
