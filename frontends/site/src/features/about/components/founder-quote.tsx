/**
 * @module The founder's word in the About section, from three sections the
 * owner edits (docs/rules/content.md, Sections): founder-quote (the words), founder-name (who
 * says them) and founder-image (their picture). They have no built-in text:
 * until the owner writes a quote, or when the quote is hidden, nothing shows.
 */
import { isVisible, useContentSection, type SectionContent } from "../../../lib/content-section.ts";
import * as styles from "./founder-quote.css.ts";

/** The section's text, from whichever of its fields the owner filled; nothing when it is hidden or missing. */
const words = (section: SectionContent | null | undefined, first: "title" | "content"): string | null =>
  isVisible(section) ? (first === "title" ? (section.title ?? section.content) : (section.content ?? section.title)) : null;

export function FounderQuote() {
  const quote = words(useContentSection("founder-quote").data, "content");
  const name = words(useContentSection("founder-name").data, "title");
  const image = useContentSection("founder-image").data;
  const picture = isVisible(image) ? (image.imageUrl ?? image.content) : null;
  if (!quote) return null;
  return (
    <figure className={styles.figure}>
      {picture ? <img className={styles.portrait} src={picture} alt={name ?? "Our founder"} width={96} height={96} loading="lazy" decoding="async" /> : null}
      <div>
        <blockquote className={styles.quote}>
          <p>{quote}</p>
        </blockquote>
        {name ? <figcaption className={styles.name}>{name}</figcaption> : null}
      </div>
    </figure>
  );
}
