/**
 * @module createApp(deps): the only place adapters meet core. Builds the
 * Hono app: `/api` (JSON), robots and sitemap, and the built frontends.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { loadAppSecretKey } from "@stringing/adapters/crypto/app-secret-key";
import { SecretBox } from "@stringing/adapters/crypto/secret-box";
import { sharpImageNormalizer } from "@stringing/adapters/images/normalize-image";
import { DiskLabelFiles } from "@stringing/adapters/local/disk-label-files";
import { DiskObjectStore } from "@stringing/adapters/local/disk-object-store";
import { FileMailer } from "@stringing/adapters/local/file-mailer";
import { PdfLabelCarrier } from "@stringing/adapters/local/pdf-label-carrier";
import { MAILJET_API_URL, MailjetMailer } from "@stringing/adapters/mailjet/mailjet-mailer";
import { PostgresCampaignRepository } from "@stringing/adapters/postgres/campaign-repository";
import { PostgresContactRepository } from "@stringing/adapters/postgres/contact-repository";
import { PostgresContentRepository } from "@stringing/adapters/postgres/content-repository";
import { PostgresCustomerRepository } from "@stringing/adapters/postgres/customer-repository";
import { pingDatabase, type Database } from "@stringing/adapters/postgres/db";
import { PostgresInventoryRepository } from "@stringing/adapters/postgres/inventory-repository";
import { PostgresLoginAttemptRepository } from "@stringing/adapters/postgres/login-attempt-repository";
import { PostgresMailLog } from "@stringing/adapters/postgres/mail-log-repository";
import { PostgresMailSettings } from "@stringing/adapters/postgres/mail-settings-repository";
import { PostgresOrderIntake } from "@stringing/adapters/postgres/order-intake";
import { PostgresOrderRepository } from "@stringing/adapters/postgres/order-repository";
import { paymentSettingRepository } from "@stringing/adapters/postgres/payment-settings-repository";
import { PostgresRateLimitCounter } from "@stringing/adapters/postgres/rate-limit-counter";
import { PostgresSessionRepository } from "@stringing/adapters/postgres/session-repository";
import {
  eventImageRepository,
  featuredItemRepository,
  serviceRepository,
  shopProductRepository,
  socialLinkRepository,
  testimonialRepository,
} from "@stringing/adapters/postgres/site-catalogues";
import { PostgresSubscriberRepository } from "@stringing/adapters/postgres/subscriber-repository";
import { PostgresUploadTickets } from "@stringing/adapters/postgres/upload-ticket-repository";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";
import { logIn } from "@stringing/core/auth/log-in";
import { logOut } from "@stringing/core/auth/log-out";
import { resumeSession } from "@stringing/core/auth/resume-session";
import { DEFAULT_SESSION_IDLE_TIMEOUT_MS } from "@stringing/core/auth/session-policy";
import { eventImageCreateSchema, eventImageUpdateSchema } from "@stringing/core/content/event-image";
import { featuredItemCreateSchema, featuredItemUpdateSchema } from "@stringing/core/content/featured-item";
import { serviceCreateSchema, serviceUpdateSchema } from "@stringing/core/content/service";
import { shopProductCreateSchema, shopProductUpdateSchema } from "@stringing/core/content/shop-product";
import { socialLinkCreateSchema, socialLinkUpdateSchema } from "@stringing/core/content/social-link";
import { testimonialCreateSchema, testimonialUpdateSchema } from "@stringing/core/content/testimonial";
import type { EmailServiceConfig } from "@stringing/core/marketing/email-service-config";
import { sendCampaign } from "@stringing/core/marketing/send-campaign";
import { mediaUploads } from "@stringing/core/media/media-uploads";
import { submitContactMessage } from "@stringing/core/marketing/submit-contact-message";
import { placeOrder } from "@stringing/core/orders/place-order";
import type { Carrier } from "@stringing/core/ports/carrier.port";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { Mailer } from "@stringing/core/ports/mailer.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import type { PasswordHasher } from "@stringing/core/ports/password-hasher.port";
import type { SessionTokens } from "@stringing/core/ports/session-tokens.port";
import { countPublicFormRequest, DEFAULT_PUBLIC_FORM_LIMIT } from "@stringing/core/shared/public-form-limit";
import { businessLabelAddress } from "@stringing/core/shipping/business-address";
import { createLabels } from "@stringing/core/shipping/create-label";
import type { AppEnv } from "./app-env.ts";
import { bodyLimits } from "./middleware/body-limits.ts";
import { handleError, notFoundJson } from "./middleware/errors.ts";
import { publicFormLimit } from "./middleware/public-form-limit.ts";
import { sameOrigin } from "./middleware/same-origin.ts";
import { session } from "./middleware/session.ts";
import { storableJson } from "./middleware/storable-json.ts";
import { frontendRoutes, type FrontendRoots } from "./pages/frontend-routes.ts";
import { loadLandingRenderer, type ApiRequest } from "./pages/landing-body.ts";
import { landingShellRenderer } from "./pages/seo-head.ts";
import { seoRoutes } from "./pages/seo-routes.ts";
import { authRoutes } from "./routes/auth.ts";
import { contactRoutes } from "./routes/contacts.ts";
import { contentRoutes } from "./routes/content.ts";
import { deletableCatalogueRoutes, editableCatalogueRoutes } from "./routes/catalogue-routes.ts";
import { customerRoutes } from "./routes/customers.ts";
import { healthRoutes } from "./routes/health.ts";
import { inventoryRoutes } from "./routes/inventory.ts";
import { marketingRoutes } from "./routes/marketing.ts";
import { objectRoutes } from "./routes/objects.ts";
import { orderRoutes } from "./routes/orders.ts";
import { paymentSettingRoutes } from "./routes/payment-settings.ts";
import { shippingRoutes } from "./routes/shipping.ts";
import { subscriberRoutes } from "./routes/subscribers.ts";
import { uploadRoutes } from "./routes/uploads.ts";

export type AppDeps = {
  db: Database;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  clock: Clock;
  /** Trust X-Forwarded-* headers (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** A session unused for this long ends (SESSION_IDLE_TIMEOUT_HOURS); default 12 hours. */
  sessionIdleTimeoutMs?: number;
  /** Where local files live: labels, uploads, outgoing mail, the local secret key. */
  dataDir: string;
  /** Where uploaded files (pocket images, admin uploads) are stored; default: disk under dataDir/objects. */
  objects?: ObjectStore;
  /** The carrier that buys real labels; without one, labels are local test PDFs. */
  carrier?: Carrier;
  /** The built-in mailer (contact-form notices while none is configured); default: .eml files under dataDir/mail. */
  localMailer?: Mailer;
  /** Mailjet's API base URL (MAILJET_API_URL); default https://api.mailjet.com. Tests point it at a fake. */
  mailjetBaseUrl?: string;
  /** 32 bytes (base64 or hex) sealing stored secrets and signing upload URLs (APP_SECRET_KEY); default dataDir/secret.key. */
  appSecretKey?: string;
  /** The site's public origin for links in e-mails (PUBLIC_URL); default the request's origin. */
  publicUrl?: string;
  /** Requests a minute each public form takes from one address (PUBLIC_FORM_LIMIT); default 10. */
  publicFormLimit?: number;
  /** Built frontends to serve; omitted in API-only tests. */
  frontend?: FrontendRoots;
};

/** Self-hosted everything: the built frontends satisfy this without inline scripts. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export function createApi(deps: AppDeps) {
  const users = new PostgresUserRepository(deps.db);
  const sessions = new PostgresSessionRepository(deps.db);
  const loginAttempts = new PostgresLoginAttemptRepository(deps.db);
  const content = new PostgresContentRepository(deps.db);
  const authDeps = { users, sessions, loginAttempts, passwords: deps.passwords, tokens: deps.tokens, clock: deps.clock };
  const testimonials = testimonialRepository(deps.db);
  const services = serviceRepository(deps.db);
  const featured = featuredItemRepository(deps.db);
  const eventImages = eventImageRepository(deps.db);
  const socialLinks = socialLinkRepository(deps.db);
  const shopProducts = shopProductRepository(deps.db);
  const paymentSettings = paymentSettingRepository(deps.db);
  const inventoryItems = new PostgresInventoryRepository(deps.db);
  const customerBook = new PostgresCustomerRepository(deps.db);
  const orderRepository = new PostgresOrderRepository(deps.db);
  const labelFiles = new DiskLabelFiles(deps.dataDir);
  const testLabelCarrier = new PdfLabelCarrier();
  const labelDeps = { orders: orderRepository, files: labelFiles, sender: async () => businessLabelAddress(await content.findSection("contact-info")) };
  const objectStore = deps.objects ?? new DiskObjectStore(deps.dataDir);
  const secretBox = new SecretBox(() => loadAppSecretKey({ envValue: deps.appSecretKey, dataDir: deps.dataDir }));
  const mailSettings = new PostgresMailSettings(deps.db, secretBox);
  const subscriberList = new PostgresSubscriberRepository(deps.db);
  const contactInbox = new PostgresContactRepository(deps.db);
  const mailLog = new PostgresMailLog(deps.db);
  const mailjetBaseUrl = deps.mailjetBaseUrl ?? MAILJET_API_URL;
  const mailerFor = (config: EmailServiceConfig) => new MailjetMailer({ apiKey: config.apiKey, apiSecret: config.apiSecret, baseUrl: mailjetBaseUrl });
  const localMailer = deps.localMailer ?? new FileMailer(deps.dataDir);
  const formLimit = publicFormLimit({
    count: countPublicFormRequest({ counter: new PostgresRateLimitCounter(deps.db), clock: deps.clock, limit: deps.publicFormLimit ?? DEFAULT_PUBLIC_FORM_LIMIT }),
    trustProxy: deps.trustProxy,
  });

  return new Hono<AppEnv>()
    .use("/orders", formLimit("orders"))
    .use("/subscribers", formLimit("subscribers"))
    .use("/contacts", formLimit("contacts"))
    .use(bodyLimits)
    .use(sameOrigin({ trustProxy: deps.trustProxy }))
    .use(storableJson)
    .use(session({ resume: resumeSession({ ...authDeps, idleTimeoutMs: deps.sessionIdleTimeoutMs ?? DEFAULT_SESSION_IDLE_TIMEOUT_MS }), trustProxy: deps.trustProxy }))
    .route("/health", healthRoutes(() => pingDatabase(deps.db)))
    .route("/", authRoutes({ logIn: logIn(authDeps), logOut: logOut(authDeps), trustProxy: deps.trustProxy }))
    .route("/content", contentRoutes({ content }))
    .route("/testimonials", deletableCatalogueRoutes({ repository: testimonials, createSchema: testimonialCreateSchema, updateSchema: testimonialUpdateSchema, noun: "Testimonial" }))
    .route("/services", editableCatalogueRoutes({ repository: services, createSchema: serviceCreateSchema, updateSchema: serviceUpdateSchema, noun: "Service" }))
    .route("/featured", editableCatalogueRoutes({ repository: featured, createSchema: featuredItemCreateSchema, updateSchema: featuredItemUpdateSchema, noun: "Featured item" }))
    .route("/event-images", deletableCatalogueRoutes({ repository: eventImages, createSchema: eventImageCreateSchema, updateSchema: eventImageUpdateSchema, noun: "Event image" }))
    .route("/social-links", deletableCatalogueRoutes({ repository: socialLinks, createSchema: socialLinkCreateSchema, updateSchema: socialLinkUpdateSchema, noun: "Social link" }))
    .route("/shop-products", deletableCatalogueRoutes({ repository: shopProducts, createSchema: shopProductCreateSchema, updateSchema: shopProductUpdateSchema, noun: "Shop product" }))
    .route("/payment-settings", paymentSettingRoutes({ paymentSettings }))
    .route("/inventory", inventoryRoutes({ inventory: inventoryItems }))
    .route("/customers", customerRoutes({ customers: customerBook, objects: objectStore, images: sharpImageNormalizer }))
    .route("/orders", orderRoutes({ orders: orderRepository, placeOrder: placeOrder({ intake: new PostgresOrderIntake(deps.db), clock: deps.clock }) }))
    .route("/shipping", shippingRoutes({ createLabels: createLabels({ ...labelDeps, carrier: deps.carrier ?? testLabelCarrier }), createTestLabels: createLabels({ ...labelDeps, carrier: testLabelCarrier }), labelFiles }))
    .route("/subscribers", subscriberRoutes({ subscribers: subscriberList }))
    .route("/contacts", contactRoutes({ contacts: contactInbox, submit: submitContactMessage({ contacts: contactInbox, settings: mailSettings, mailerFor, localMailer, mailLog, clock: deps.clock }) }))
    .route("/", marketingRoutes({ settings: mailSettings, sendCampaign: sendCampaign({ settings: mailSettings, subscribers: subscriberList, mailerFor, mailLog, campaigns: new PostgresCampaignRepository(deps.db) }), trustProxy: deps.trustProxy, publicUrl: deps.publicUrl }))
    .route("/", uploadRoutes({ uploads: mediaUploads({ objects: objectStore, tickets: new PostgresUploadTickets(deps.db), images: sharpImageNormalizer, signer: secretBox, clock: deps.clock }) }));
  // (mount new resource routes inside the chain above, so AppType stays complete)
}

/** The API's type, for Hono's typed client in the frontends. */
export type AppType = ReturnType<typeof createApi>;

export function createApp(appDeps: AppDeps) {
  // One store for the API's uploads and the public /objects they are served from.
  const deps = { ...appDeps, objects: appDeps.objects ?? new DiskObjectStore(appDeps.dataDir) };
  const app = new Hono<AppEnv>();
  app.use(secureHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, crossOriginEmbedderPolicy: false }));
  app.use(compress());
  app.route("/api", createApi(deps));
  app.all("/api/*", notFoundJson);
  app.route("/objects", objectRoutes({ objects: deps.objects }));
  app.route("/", seoRoutes());
  if (deps.frontend) {
    const headSources = { content: new PostgresContentRepository(deps.db), services: serviceRepository(deps.db), testimonials: testimonialRepository(deps.db) };
    const renderer = deps.frontend.siteServer ? loadLandingRenderer(deps.frontend.site, deps.frontend.siteServer) : Promise.resolve(null);
    // The page's reads are answered by this very app, in process.
    const request: ApiRequest = async (url, init) => app.request(url, init);
    const renderBody = async (shopUrl: string | null) => (await renderer)?.(request, shopUrl) ?? null;
    app.route("/", frontendRoutes(deps.frontend, { renderShell: landingShellRenderer(headSources, renderBody) }));
  }
  app.notFound((c) => c.text("Not found", 404));
  app.onError(handleError);
  return app;
}
