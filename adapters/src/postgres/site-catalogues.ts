import type { EventImage, EventImagePatch, NewEventImage } from "@stringing/core/content/event-image";
import type { FeaturedItem, FeaturedItemPatch, NewFeaturedItem } from "@stringing/core/content/featured-item";
import type { NewService, Service, ServicePatch } from "@stringing/core/content/service";
import type { NewShopProduct, ShopProduct, ShopProductPatch } from "@stringing/core/content/shop-product";
import type { NewSocialLink, SocialLink, SocialLinkPatch } from "@stringing/core/content/social-link";
import type { NewTestimonial, Testimonial, TestimonialPatch } from "@stringing/core/content/testimonial";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { PostgresCatalogueRepository } from "./catalogue-repository.ts";
import type { Executor } from "./db.ts";
import { eventImages, featuredItems, services, shopProducts, socialLinks, testimonials } from "./schema/index.ts";

/** The admin-curated lists of the public page, one catalogue repository each. */

export type TestimonialRepository = CatalogueRepository<Testimonial, NewTestimonial, TestimonialPatch>;
export const testimonialRepository = (db: Executor): TestimonialRepository =>
  new PostgresCatalogueRepository<typeof testimonials, NewTestimonial, TestimonialPatch>(db, testimonials, { thing: "Testimonial" });

export type ServiceRepository = CatalogueRepository<Service, NewService, ServicePatch>;
export const serviceRepository = (db: Executor): ServiceRepository =>
  new PostgresCatalogueRepository<typeof services, NewService, ServicePatch>(db, services, { thing: "Service" });

export type FeaturedItemRepository = CatalogueRepository<FeaturedItem, NewFeaturedItem, FeaturedItemPatch>;
export const featuredItemRepository = (db: Executor): FeaturedItemRepository =>
  new PostgresCatalogueRepository<typeof featuredItems, NewFeaturedItem, FeaturedItemPatch>(db, featuredItems, { thing: "Featured item" });

export type EventImageRepository = CatalogueRepository<EventImage, NewEventImage, EventImagePatch>;
export const eventImageRepository = (db: Executor): EventImageRepository =>
  new PostgresCatalogueRepository<typeof eventImages, NewEventImage, EventImagePatch>(db, eventImages, { thing: "Event image" });

export type SocialLinkRepository = CatalogueRepository<SocialLink, NewSocialLink, SocialLinkPatch>;
export const socialLinkRepository = (db: Executor): SocialLinkRepository =>
  new PostgresCatalogueRepository<typeof socialLinks, NewSocialLink, SocialLinkPatch>(db, socialLinks, { thing: "Social link" });

export type ShopProductRepository = CatalogueRepository<ShopProduct, NewShopProduct, ShopProductPatch>;
export const shopProductRepository = (db: Executor): ShopProductRepository =>
  new PostgresCatalogueRepository<typeof shopProducts, NewShopProduct, ShopProductPatch>(db, shopProducts, { thing: "Shop product" });
