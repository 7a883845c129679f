/**
 * @module Featured Work (docs/rules/public-site.md, Featured Work): the visible
 * featured items in 4:5 pictures (a placeholder when there is none), in 1, 2
 * or 3 columns by count.
 */
import { Spinner } from "@stringing/ui/components/spinner";
import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { PLACEHOLDER_IMAGE } from "../../../lib/placeholder-image.ts";
import { useFeatured } from "../api/get-featured.ts";
import * as styles from "./featured-work.css.ts";

export function FeaturedWork() {
  const { data: items, isPending } = useFeatured();
  return (
    <PageSection id="featured" title="Featured Work" subtitle="A few of the pockets we have strung">
      {isPending || !items ? (
        <Spinner label="Loading featured work" />
      ) : (
        <CardGrid count={items.length} label="Featured work">
          {items.map((item) => (
            <li key={item.key}>
              <article className={styles.card}>
                <img
                  className={styles.image}
                  src={item.image ?? PLACEHOLDER_IMAGE}
                  alt={item.name}
                  width={400}
                  height={500}
                  loading="lazy"
                  decoding="async"
                  onError={(event) => {
                    const img = event.currentTarget;
                    if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
                  }}
                />
                <div className={styles.body}>
                  <h3 className={styles.name}>{item.name}</h3>
                  {item.description ? <p className={styles.description}>{item.description}</p> : null}
                  {item.priceDisplay ? <p className={styles.price}>{item.priceDisplay}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
