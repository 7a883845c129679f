import { eq } from "drizzle-orm";
import { defaultContentSections, defaultEventImages, defaultFeaturedItems, defaultServices, defaultTestimonial } from "@stringing/core/content/site-defaults";
import type { Database } from "./db.ts";
import { appSettings, eventImages, featuredItems, paymentSettings, services, testimonials, websiteContent } from "./schema/index.ts";

const SEEDED_KEY = "site-defaults-seeded";

/** A link the owner sees on each service row and replaces: the order form offers only services that have one. */
const placeholderPaymentLink = (serviceName: string) =>
  `https://example.com/replace-with-your-payment-link?service=${encodeURIComponent(serviceName)}&amount={amount}`;

/**
 * Seeds the public site's built-in defaults once, on the first start of an
 * empty database. A marker row (not emptiness of each table) decides, so
 * content the owner deletes later is not resurrected on the next start.
 */
export async function seedSiteDefaults(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
    if (marker) return false;
    await tx
      .insert(websiteContent)
      .values([...defaultContentSections])
      .onConflictDoNothing();
    await tx.insert(services).values([...defaultServices]);
    await tx
      .insert(paymentSettings)
      .values(defaultServices.map((service) => ({ serviceName: service.name, paymentLink: placeholderPaymentLink(service.name) })))
      .onConflictDoNothing();
    await tx.insert(featuredItems).values([...defaultFeaturedItems]);
    await tx.insert(eventImages).values([...defaultEventImages]);
    await tx.insert(testimonials).values(defaultTestimonial);
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } });
    return true;
  });
}
