/**
 * @module Shop (docs/rules/public-site.md, Shop): up to three products; new ones
 * under "New Arrivals" with a New badge and the rest under "All Products"
 * (that title only when there are new ones). View opens the product in a new
 * tab. With no products, two informational blurbs. Shop Now opens the
 * external store (see get-shop-url.ts) in a new tab.
 */
import { buttonClassName } from "@stringing/ui/button-class-name";
import { Spinner } from "@stringing/ui/components/spinner";
import { ExternalLinkIcon } from "../../../components/ui/icons/external-link-icon.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { useShopProducts, type ShopCard } from "../api/get-shop-products.ts";
import { useShopUrl } from "../api/get-shop-url.ts";
import { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts";
import { PLACEHOLDER_IMAGE } from "../../../lib/placeholder-image.ts";
import * as styles from "./shop-section.css.ts";

export function ShopSection() {
  const { data: products, isPending } = useShopProducts();
  const { data: shopUrl } = useShopUrl();
  const fresh = (products ?? []).filter((product) => product.isNew);
  const others = (products ?? []).filter((product) => !product.isNew);

  return (
    <PageSection id="shop" title="Shop" subtitle="Gear and apparel for players and fans">
      {isPending ? (
        <Spinner label="Loading products" />
      ) : !products || products.length === 0 ? (
        <div className={styles.blurbs}>
          <div className={styles.blurb}>
            <h3 className={styles.blurbTitle}>Custom Designs</h3>
            <p className={styles.blurbText}>Original lacrosse apparel and accessories, designed for players and made to order.</p>
          </div>
          <div className={styles.blurb}>
            <h3 className={styles.blurbTitle}>Secure Checkout</h3>
            <p className={styles.blurbText}>Orders are placed and paid for through our trusted online store partner.</p>
          </div>
        </div>
      ) : (
        <>
          {fresh.length > 0 ? <ProductGroup title="New Arrivals" products={fresh} /> : null}
          {others.length > 0 ? <ProductGroup title={fresh.length > 0 ? "All Products" : undefined} products={others} /> : null}
        </>
      )}
      {shopUrl ? (
        <div className={styles.shopNow}>
          <a className={buttonClassName("primary", "lg")} href={shopUrl} target="_blank" rel="noopener noreferrer">
            Shop Now <ExternalLinkIcon size={18} />
            <span className={visuallyHidden}>(opens in a new tab)</span>
          </a>
        </div>
      ) : null}
    </PageSection>
  );
}

function ProductGroup({ title, products }: { title?: string | undefined; products: ShopCard[] }) {
  return (
    <div>
      {title ? <h3 className={styles.groupTitle}>{title}</h3> : null}
      <ul className={styles.grid} aria-label={title ?? "Products"}>
        {products.map((product) => (
          <li key={product.key}>
            <article className={styles.card}>
              <img
                className={styles.image}
                src={product.imageUrl ?? PLACEHOLDER_IMAGE}
                alt={product.name}
                width={320}
                height={320}
                loading="lazy"
                decoding="async"
              />
              {product.isNew ? <span className={styles.badge}>New</span> : null}
              <div className={styles.body}>
                <h4 className={styles.name}>{product.name}</h4>
                {product.description ? <p className={styles.description}>{product.description}</p> : null}
                {product.price ? <p className={styles.price}>{product.price}</p> : null}
                {product.productUrl ? (
                  <a
                    className={buttonClassName("secondary")}
                    href={product.productUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`View ${product.name} (opens in a new tab)`}
                  >
                    View
                  </a>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
