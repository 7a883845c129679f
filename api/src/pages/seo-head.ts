/**
 * @module The server-built `<head>` of `/` (docs/rules/public-site.md, Pages the server builds): title, meta
 * description, Open Graph and Twitter tags, the canonical link, a preload of
 * the hero picture, and JSON-LD (a LocalBusiness with an aggregate rating and
 * reviews from the rated visible testimonials, and one Service per visible
 * service with an Offer when its price is above 0), all read from the
 * database at request time, so crawlers need no JavaScript.
 *
 * Also `<meta name="shop-url">`: the Shop Now link (content section
 * `shop-url`, seeded on a fresh install), so the page need not ask for it
 * separately. The hero's preloads are its two pictures (hero-images.ts).
 *
 * Every value is HTML-escaped; the JSON-LD is escaped so that no text
 * (e.g. `</script>`) can end its script element.
 */
import type { Context } from "hono";
import { contactLabels } from "@stringing/core/content/contact-info";
import type { ContentSection } from "@stringing/core/content/content-section";
import { HERO_MOBILE_SECTION, heroMobileImage } from "@stringing/core/content/hero-images";
import { isHttpUrl, isSitePath } from "@stringing/core/content/safe-url";
import type { Service } from "@stringing/core/content/service";
import { BUSINESS_NAME, defaultContentSections } from "@stringing/core/content/site-defaults";
import type { Testimonial } from "@stringing/core/content/testimonial";
import type { CatalogueListOptions } from "@stringing/core/ports/catalogue-repository.port";
import { centsToDollarAmount } from "@stringing/core/shared/money";
import { escapeHtml, jsonForScript } from "./html-escape.ts";
import { injectLandingBody, type LandingBody } from "./landing-body.ts";

export type LandingHeadSources = {
  content: { findSection(section: string): Promise<ContentSection | null> };
  services: { list(options: CatalogueListOptions): Promise<Service[]> };
  testimonials: { list(options: CatalogueListOptions): Promise<Testimonial[]> };
  /** Where the page's absolute links (canonical, Open Graph) point: link-origin.ts, never the request's Host. */
  origin: string;
};

export const HEAD_MARKER = "<!--app-head-->";
const DESCRIPTION_LENGTH = 160;

const heroDefaults = defaultContentSections.find((section) => section.section === "hero-heading")!;

/** Shortened at a word to about 160 characters, for the description tags. */
export function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

const filled = (value: string | null | undefined): string | undefined => (value && value.trim() !== "" ? value.trim() : undefined);

const visible = (section: ContentSection | null): ContentSection | null => (section && section.visible !== false ? section : null);

/** An absolute address for tags that need one; only http(s) URLs and site paths. */
const absolute = (url: string, origin: string): string | undefined => (isSitePath(url) ? `${origin}${url}` : isHttpUrl(url) ? url : undefined);

export type LandingHead = {
  title: string;
  description: string;
  url: string;
  heroImage: string;
  /** The smaller hero picture the page uses below 640 px (the site's hero). */
  heroMobileImage: string;
  shopUrl: string;
  jsonLd: unknown;
};

export async function buildLandingHead(sources: LandingHeadSources, origin: string): Promise<LandingHead> {
  const [hero, heroMobile, contact, shop, services, testimonials] = await Promise.all([
    sources.content.findSection("hero-heading").then(visible),
    sources.content.findSection(HERO_MOBILE_SECTION).then(visible),
    sources.content.findSection("contact-info").then(visible),
    sources.content.findSection("shop-url").then(visible),
    sources.services.list({ includeHidden: false }),
    sources.testimonials.list({ includeHidden: false }),
  ]);
  const url = `${origin}/`;
  const heroTitle = filled(hero?.title) ?? heroDefaults.title!;
  const description = clip(filled(hero?.content) ?? heroDefaults.content!);
  const picture = (candidate: string | undefined) => (candidate && (isSitePath(candidate) || isHttpUrl(candidate)) ? candidate : undefined);
  const heroImage = picture(filled(hero?.imageUrl)) ?? heroDefaults.imageUrl!;
  const shopCandidate = filled(shop?.content);
  const shopUrl = shopCandidate && isHttpUrl(shopCandidate) ? shopCandidate : "";

  const shown = <T extends { visible: boolean }>(items: T[]) => items.filter((item) => item.visible !== false);
  const rated = shown(testimonials).filter((t) => Number.isFinite(t.rating) && t.rating >= 1 && t.rating <= 5);
  const labels = contactLabels(contact?.content);
  const businessId = `${origin}/#business`;
  const image = absolute(heroImage, origin);

  const business: Record<string, unknown> = {
    "@type": "LocalBusiness",
    "@id": businessId,
    name: BUSINESS_NAME,
    description,
    url,
    ...(image ? { image } : {}),
    ...(labels.phone ? { telephone: labels.phone } : {}),
    ...(labels.email ? { email: labels.email } : {}),
    ...(labels.address ? { address: { "@type": "PostalAddress", streetAddress: labels.address } } : {}),
  };
  if (rated.length > 0) {
    const average = rated.reduce((sum, t) => sum + t.rating, 0) / rated.length;
    business.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: rated.length,
      bestRating: 5,
      worstRating: 1,
    };
    business.review = rated.map((t) => ({
      "@type": "Review",
      author: { "@type": "Person", name: t.name },
      reviewBody: t.content,
      reviewRating: { "@type": "Rating", ratingValue: t.rating, bestRating: 5, worstRating: 1 },
    }));
  }

  const serviceEntries = shown(services).map((service) => ({
    "@type": "Service",
    name: service.name,
    description: service.description,
    provider: { "@id": businessId },
    ...(service.price > 0 ? { offers: { "@type": "Offer", price: centsToDollarAmount(service.price), priceCurrency: "USD", url: `${origin}/#order` } } : {}),
  }));

  return {
    title: `${heroTitle} | ${BUSINESS_NAME}`,
    description,
    url,
    heroImage,
    heroMobileImage: heroMobileImage(heroImage, picture(filled(heroMobile?.imageUrl))),
    shopUrl,
    jsonLd: { "@context": "https://schema.org", "@graph": [business, ...serviceEntries] },
  };
}

export function renderHeadTags(head: LandingHead, origin: string): string {
  const e = escapeHtml;
  const image = absolute(head.heroImage, origin);
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}" />`,
    `<link rel="canonical" href="${e(head.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(BUSINESS_NAME)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:url" content="${e(head.url)}" />`,
    ...(image ? [`<meta property="og:image" content="${e(image)}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(head.title)}" />`,
    `<meta name="twitter:description" content="${e(head.description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${e(image)}" />`] : []),
    `<link rel="preload" as="image" href="${e(head.heroImage)}" media="(min-width: 640px)" fetchpriority="high" />`,
    `<link rel="preload" as="image" href="${e(head.heroMobileImage)}" media="(max-width: 639px)" fetchpriority="high" />`,
    `<meta name="shop-url" content="${e(head.shopUrl)}" />`,
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
  return tags.join("\n    ");
}

/** Puts the tags into the shell: the built title and description are replaced, the rest goes where the marker is. */
export function injectHead(html: string, tags: string): string {
  const withoutDefaults = html.replace(/<title>[\s\S]*?<\/title>\s*/i, "").replace(/<meta\s+name=["']description["'][^>]*>\s*/i, "");
  if (withoutDefaults.includes(HEAD_MARKER)) return withoutDefaults.replace(HEAD_MARKER, () => tags);
  return withoutDefaults.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

/** Renders the page itself for `/` (landing-body.ts), given the Shop Now address the head carries. */
export type LandingBodyRenderer = (shopUrl: string | null) => Promise<LandingBody | null>;

/**
 * The `renderShell` of frontendRoutes: builds the head for `/` only, and its
 * body when a renderer is given; other paths get the shell as built.
 */
export function landingShellRenderer(sources: LandingHeadSources, renderBody?: LandingBodyRenderer) {
  return async (html: string, c: Context): Promise<string> => {
    if (c.req.path !== "/" && c.req.path !== "/index.html") return html;
    let head: LandingHead;
    try {
      head = await buildLandingHead(sources, sources.origin);
      html = injectHead(html, renderHeadTags(head, sources.origin));
    } catch (error) {
      // The page still works without its head: crawlers get the static one.
      console.error("[pages] Could not build the head of /:", error);
      return html;
    }
    if (c.req.path !== "/" || !renderBody) return html;
    try {
      const body = await renderBody(head.shopUrl || null);
      return body ? injectLandingBody(html, body) : html;
    } catch (error) {
      // The shell renders the page in the browser, as it does in development.
      console.error("[pages] Could not render / on the server:", error);
      return html;
    }
  };
}
