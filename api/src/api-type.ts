/**
 * @module The API's routes as one type, for Hono's typed client in the
 * frontends: `hc<ApiType>("/api")` (frontends/ui/src/api-client.ts).
 *
 * `AppType` (app.ts) is the same API, but importing even its type brings
 * every adapter (drizzle, PGlite, sharp, the mail SDKs) into the frontends'
 * type check: about 600 more files and twice the time. This file names only
 * the route factories, which depend on Hono, zod and core, mounted on the
 * paths `createApi` mounts them on. `api-type.test.ts` proves it equal to
 * `AppType`, so a route added to app.ts but not here fails `npm run typecheck`.
 *
 * Types only: import it with `import type`, never at run time.
 */
import type { Hono } from "hono";
import type { MergeSchemaPath } from "hono/types";
import type { ZodType } from "zod";
import type { eventImageCreateSchema, eventImageUpdateSchema, EventImage } from "@stringing/core/content/event-image";
import type { featuredItemCreateSchema, featuredItemUpdateSchema, FeaturedItem } from "@stringing/core/content/featured-item";
import type { serviceCreateSchema, serviceUpdateSchema, Service } from "@stringing/core/content/service";
import type { shopProductCreateSchema, shopProductUpdateSchema, ShopProduct } from "@stringing/core/content/shop-product";
import type { socialLinkCreateSchema, socialLinkUpdateSchema, SocialLink } from "@stringing/core/content/social-link";
import type { testimonialCreateSchema, testimonialUpdateSchema, Testimonial } from "@stringing/core/content/testimonial";
import type { AppEnv } from "./app-env.ts";
import type { activityRoutes } from "./routes/activity.ts";
import type { authRoutes } from "./routes/auth.ts";
import type { deletableCatalogueRoutes, editableCatalogueRoutes } from "./routes/catalogue-routes.ts";
import type { contactRoutes } from "./routes/contacts.ts";
import type { contentRoutes } from "./routes/content.ts";
import type { customerRoutes } from "./routes/customers.ts";
import type { healthRoutes } from "./routes/health.ts";
import type { inventoryRoutes } from "./routes/inventory.ts";
import type { materialsRoutes } from "./routes/materials.ts";
import type { jobRoutes } from "./routes/jobs.ts";
import type { linkOriginRoutes } from "./routes/link-origin.ts";
import type { setupRoutes } from "./routes/setup.ts";
import type { marketingRoutes } from "./routes/marketing.ts";
import type { orderRoutes } from "./routes/orders.ts";
import type { chargeRoutes } from "./routes/charges.ts";
import type { ownPasswordRoutes } from "./routes/own-password.ts";
import type { paymentSettingRoutes } from "./routes/payment-settings.ts";
import type { shippingRoutes } from "./routes/shipping.ts";
import type { carrierRoutes } from "./routes/carrier.ts";
import type { shippoWebhookRoutes } from "./routes/shippo-webhook.ts";
import type { subscriberRoutes, subscriptionLinkRoutes } from "./routes/subscribers.ts";
import type { trackRoutes } from "./routes/track.ts";
import type { trackCheckoutRoutes } from "./routes/track-checkout.ts";
import type { uploadRoutes } from "./routes/uploads.ts";
import type { userRoutes } from "./routes/users.ts";
import type { webhookRoutes } from "./routes/webhooks.ts";
import type { workshopCalendarRoutes } from "./routes/workshop-calendar.ts";
import type { workshopDigestSettingsRoutes } from "./routes/workshop-digest-settings.ts";
import type { workshopSettingsRoutes } from "./routes/workshop-settings.ts";
import type { workshopRoutes } from "./routes/workshop.ts";

/** What `app.route(path, routes)` adds to the app's schema. */
type Mounted<Path extends string, Routes> = Routes extends Hono<infer _Env, infer S, infer _BasePath> ? MergeSchemaPath<S, Path> : never;

type Editable<Item, Create extends ZodType, Update extends ZodType> = typeof editableCatalogueRoutes<Item, Create, Update>;
type Deletable<Item, Create extends ZodType, Update extends ZodType> = typeof deletableCatalogueRoutes<Item, Create, Update>;

type ApiSchema =
  | Mounted<"/health", ReturnType<typeof healthRoutes>>
  | Mounted<"/webhooks/shippo", ReturnType<typeof shippoWebhookRoutes>>
  | Mounted<"/webhooks", ReturnType<typeof webhookRoutes>>
  | Mounted<"/subscribers", ReturnType<typeof subscriptionLinkRoutes>>
  | Mounted<"/", ReturnType<typeof authRoutes>>
  | Mounted<"/user", ReturnType<typeof ownPasswordRoutes>>
  | Mounted<"/users", ReturnType<typeof userRoutes>>
  | Mounted<"/", ReturnType<typeof activityRoutes>>
  | Mounted<"/content", ReturnType<typeof contentRoutes>>
  | Mounted<"/testimonials", ReturnType<Deletable<Testimonial, typeof testimonialCreateSchema, typeof testimonialUpdateSchema>>>
  | Mounted<"/services", ReturnType<Editable<Service, typeof serviceCreateSchema, typeof serviceUpdateSchema>>>
  | Mounted<"/featured", ReturnType<Editable<FeaturedItem, typeof featuredItemCreateSchema, typeof featuredItemUpdateSchema>>>
  | Mounted<"/event-images", ReturnType<Deletable<EventImage, typeof eventImageCreateSchema, typeof eventImageUpdateSchema>>>
  | Mounted<"/social-links", ReturnType<Deletable<SocialLink, typeof socialLinkCreateSchema, typeof socialLinkUpdateSchema>>>
  | Mounted<"/shop-products", ReturnType<Deletable<ShopProduct, typeof shopProductCreateSchema, typeof shopProductUpdateSchema>>>
  | Mounted<"/payment-settings", ReturnType<typeof paymentSettingRoutes>>
  | Mounted<"/", ReturnType<typeof workshopSettingsRoutes>>
  | Mounted<"/inventory", ReturnType<typeof inventoryRoutes>>
  | Mounted<"/materials", ReturnType<typeof materialsRoutes>>
  | Mounted<"/customers", ReturnType<typeof customerRoutes>>
  | Mounted<"/orders", ReturnType<typeof orderRoutes>>
  | Mounted<"/", ReturnType<typeof chargeRoutes>>
  | Mounted<"/workshop", ReturnType<typeof workshopRoutes>>
  | Mounted<"/track", ReturnType<typeof trackRoutes>>
  | Mounted<"/track", ReturnType<typeof trackCheckoutRoutes>>
  | Mounted<"/shipping", ReturnType<typeof shippingRoutes>>
  | Mounted<"/shipping", ReturnType<typeof carrierRoutes>>
  | Mounted<"/subscribers", ReturnType<typeof subscriberRoutes>>
  | Mounted<"/jobs", ReturnType<typeof jobRoutes>>
  | Mounted<"/settings/workshop/digest", ReturnType<typeof workshopDigestSettingsRoutes>>
  | Mounted<"/workshop", ReturnType<typeof workshopCalendarRoutes>>
  | Mounted<"/", ReturnType<typeof linkOriginRoutes>>
  | Mounted<"/", ReturnType<typeof setupRoutes>>
  | Mounted<"/contacts", ReturnType<typeof contactRoutes>>
  | Mounted<"/", ReturnType<typeof marketingRoutes>>
  | Mounted<"/", ReturnType<typeof uploadRoutes>>;

/** The app `createApi` builds, as the typed client needs it (mounted under `/api` by `createApp`). */
export type ApiType = Hono<AppEnv, ApiSchema, "/">;
