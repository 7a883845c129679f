/**
 * @module The composition root: the one place that builds every adapter,
 * from the configuration, for the server (main.ts), database preparation,
 * the admin CLI and the tests. Everything past this module sees ports only.
 */
import { loadAppSecretKey } from "@stringing/adapters/crypto/app-secret-key";
import { argon2PasswordHasher } from "@stringing/adapters/crypto/argon2-password-hasher";
import { randomPassword, randomSessionTokens } from "@stringing/adapters/crypto/random-session-tokens";
import { SecretBox } from "@stringing/adapters/crypto/secret-box";
import { sharpImageNormalizer } from "@stringing/adapters/images/normalize-image";
import { DiskLabelFiles } from "@stringing/adapters/local/disk-label-files";
import { DiskObjectStore } from "@stringing/adapters/local/disk-object-store";
import { InProcessContentChanges } from "@stringing/adapters/local/in-process-content-changes";
import { FileMailer } from "@stringing/adapters/local/file-mailer";
import { PdfLabelCarrier } from "@stringing/adapters/local/pdf-label-carrier";
import { secureDataFolder } from "@stringing/adapters/local/private-files";
import { PostgresShippingSettings } from "@stringing/adapters/postgres/shipping-settings-repository";
import { PostgresWorkshopSettings } from "@stringing/adapters/postgres/workshop-settings-repository";
import { ShippoCarrier } from "@stringing/adapters/shippo/shippo-carrier";
import { ShippoTrackingNotices } from "@stringing/adapters/shippo/shippo-tracking-notices";
import { PdfWorkTicketPrinter } from "@stringing/adapters/local/pdf-work-ticket-printer";
import { BwipQrCodes } from "@stringing/adapters/local/bwip-qr-codes";
import { LazyMailComposer } from "@stringing/adapters/mail-templates/lazy-mail-composer";
import { MAILJET_API_URL, MailjetMailer } from "@stringing/adapters/mailjet/mailjet-mailer";
import { PostgresCampaignRepository } from "@stringing/adapters/postgres/campaign-repository";
import { PostgresContactRepository } from "@stringing/adapters/postgres/contact-repository";
import { PostgresContentRepository } from "@stringing/adapters/postgres/content-repository";
import { PostgresCustomerRepository } from "@stringing/adapters/postgres/customer-repository";
import { migrateDatabase, openDatabase, pingDatabase, type Database, type DatabaseHandle } from "@stringing/adapters/postgres/db";
import { PostgresIdempotencyKeys } from "@stringing/adapters/postgres/idempotency-keys-repository";
import { PostgresActivityLog } from "@stringing/adapters/postgres/activity-log-repository";
import { PostgresInventoryRepository } from "@stringing/adapters/postgres/inventory-repository";
import { PostgresMaterialsRepository } from "@stringing/adapters/postgres/material-rules-repository";
import { PostgresChargesRepository } from "@stringing/adapters/postgres/charge-steps";
import { PostgresLoginAttemptRepository } from "@stringing/adapters/postgres/login-attempt-repository";
import { PostgresMailDeliveries } from "@stringing/adapters/postgres/mail-delivery-repository";
import { PostgresMailLog } from "@stringing/adapters/postgres/mail-log-repository";
import { PostgresMailSettings } from "@stringing/adapters/postgres/mail-settings-repository";
import { IntakeCatalogueMemory } from "@stringing/adapters/postgres/intake-catalogue-memory";
import { PostgresOrderIntake } from "@stringing/adapters/postgres/order-intake";
import { PostgresOrderRepository } from "@stringing/adapters/postgres/order-repository";
import { PostgresOrderUpdates } from "@stringing/adapters/postgres/order-updates";
import { paymentSettingRepository, type PaymentSettingRepository } from "@stringing/adapters/postgres/payment-settings-repository";
import { PgBossJobQueue } from "@stringing/adapters/postgres/pg-boss-job-queue";
import { PostgresContentChanges } from "@stringing/adapters/postgres/postgres-content-changes";
import { PostgresRateLimitCounter } from "@stringing/adapters/postgres/rate-limit-counter";
import { seedSiteDefaults } from "@stringing/adapters/postgres/seed-site-defaults";
import { PostgresSessionRepository } from "@stringing/adapters/postgres/session-repository";
import {
  eventImageRepository,
  featuredItemRepository,
  serviceRepository,
  shopProductRepository,
  socialLinkRepository,
  testimonialRepository,
  type EventImageRepository,
  type FeaturedItemRepository,
  type ServiceRepository,
  type ShopProductRepository,
  type SocialLinkRepository,
  type TestimonialRepository,
} from "@stringing/adapters/postgres/site-catalogues";
import { PostgresSubscriberRepository } from "@stringing/adapters/postgres/subscriber-repository";
import { PostgresSubscriberUpdates } from "@stringing/adapters/postgres/subscriber-updates";
import { PostgresUploadTickets } from "@stringing/adapters/postgres/upload-ticket-repository";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";
import { PostgresCalendarFeedToken, PostgresWorkshopCalendar } from "@stringing/adapters/postgres/workshop-calendar-repository";
import { PostgresWorkshopDigestDays, PostgresWorkshopDigestSettings } from "@stringing/adapters/postgres/workshop-digest-settings-repository";
import { PostgresWorkshopOrders } from "@stringing/adapters/postgres/workshop-orders-repository";
import { ResendMailer } from "@stringing/adapters/resend/resend-mailer";
import { S3Bucket, type S3Settings } from "@stringing/adapters/s3/s3-bucket";
import { S3DirectUploads } from "@stringing/adapters/s3/s3-direct-uploads";
import { S3LabelFiles } from "@stringing/adapters/s3/s3-label-files";
import { S3ObjectStore } from "@stringing/adapters/s3/s3-object-store";
import { ResendSuppressionNotices } from "@stringing/adapters/resend/resend-suppression-notices";
import { MailjetSuppressionNotices } from "@stringing/adapters/mailjet/mailjet-suppression-notices";
import { StripePaymentNotices } from "@stringing/adapters/stripe/stripe-payment-notices";
import { StripeCheckoutSessions } from "@stringing/adapters/stripe/stripe-checkout-sessions";
import { PaymentLinkCheckout } from "@stringing/adapters/local/payment-link-checkout";
import { dispatchingOrderUpdates } from "@stringing/core/events/dispatching-order-updates";
import { orderSubscribers } from "@stringing/core/events/subscribers/order-subscribers";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import type { JobPolicy } from "@stringing/core/jobs/job-policy";
import { LOCAL_SENDER_EMAIL, type MailEnvironment } from "@stringing/core/mail/mail-delivery";
import type { EmailServiceConfig } from "@stringing/core/marketing/email-service-config";
import type { ActivityLog } from "@stringing/core/ports/activity-log.port";
import type { CampaignRepository } from "@stringing/core/ports/campaign-repository.port";
import type { Carrier } from "@stringing/core/ports/carrier.port";
import type { CheckoutSessions } from "@stringing/core/ports/checkout-sessions.port";
import type { ShippingSettings } from "@stringing/core/ports/shipping-settings.port";
import type { WorkshopSettingsStore } from "@stringing/core/workshop/workshop-settings-store.port";
import type { TrackingNotices } from "@stringing/core/ports/tracking-notices.port";
import type { CarrierEnvironment } from "@stringing/core/shipping/active-carrier";
import { systemClock, type Clock } from "@stringing/core/ports/clock.port";
import type { ContactRepository } from "@stringing/core/ports/contact-repository.port";
import type { ContentRepository } from "@stringing/core/ports/content-repository.port";
import type { CustomerRepository } from "@stringing/core/ports/customer-repository.port";
import type { ImageNormalizer } from "@stringing/core/ports/image-normalizer.port";
import type { InventoryRepository } from "@stringing/core/ports/inventory-repository.port";
import type { MaterialsRepository } from "@stringing/core/inventory/materials/materials.port";
import type { ChargesRepository } from "@stringing/core/orders/charges/charges.port";
import type { ContentChanges } from "@stringing/core/ports/content-changes.port";
import type { DirectUploads } from "@stringing/core/ports/direct-uploads.port";
import type { JobQueue } from "@stringing/core/ports/job-queue.port";
import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import type { IdempotencyKeys } from "@stringing/core/ports/idempotency-keys.port";
import type { LoginAttemptRepository } from "@stringing/core/ports/login-attempt-repository.port";
import type { MailComposer } from "@stringing/core/ports/mail-composer.port";
import type { MailDeliveries } from "@stringing/core/ports/mail-deliveries.port";
import type { MailLog } from "@stringing/core/ports/mail-log.port";
import type { MailSettings } from "@stringing/core/ports/mail-settings.port";
import type { Mailer } from "@stringing/core/ports/mailer.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import type { OrderIntake } from "@stringing/core/ports/order-intake.port";
import type { OrderRepository } from "@stringing/core/ports/order-repository.port";
import type { OrderUpdates } from "@stringing/core/ports/order-updates.port";
import type { PasswordHasher } from "@stringing/core/ports/password-hasher.port";
import type { PaymentNotices } from "@stringing/core/ports/payment-notices.port";
import type { RateLimitCounter } from "@stringing/core/ports/rate-limit-counter.port";
import type { SessionRepository } from "@stringing/core/ports/session-repository.port";
import type { SessionTokens } from "@stringing/core/ports/session-tokens.port";
import type { SubscriberRepository } from "@stringing/core/ports/subscriber-repository.port";
import type { SubscriberUpdates } from "@stringing/core/ports/subscriber-updates.port";
import type { SuppressionNotices } from "@stringing/core/ports/suppression-notices.port";
import type { TableMaintenance } from "@stringing/core/ports/table-maintenance.port";
import type { UploadTickets } from "@stringing/core/ports/upload-tickets.port";
import type { UrlSigner } from "@stringing/core/ports/url-signer.port";
import type { UserRepository } from "@stringing/core/ports/user-repository.port";
import type { WorkTicketPrinter } from "@stringing/core/ports/work-ticket-printer.port";
import type { QrCodes } from "@stringing/core/ports/qr-codes.port";
import type { CalendarFeedToken, WorkshopCalendar } from "@stringing/core/workshop/calendar-feed.port";
import type { WorkshopDigestDays, WorkshopDigestSettingsStore } from "@stringing/core/workshop/workshop-digest-settings.port";
import type { WorkshopOrders } from "@stringing/core/workshop/workshop-orders.port";
import { linkOriginOf } from "./link-origin.ts";
import type { Config } from "./config.ts";

/** The database as the app's start-up and shutdown see it. */
export type Storage = {
  kind: DatabaseHandle["kind"];
  /** Runs `work` while holding a cluster-wide lock, so several instances never migrate or seed at once. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** Seeds the public site's defaults on an empty database; false when it was seeded before. */
  seedSiteDefaults(): Promise<boolean>;
  /** Rejects while the database cannot be reached. */
  ping(): Promise<void>;
  /** The embedded store's own VACUUM (ANALYZE) (decision record 0026); absent on a Postgres server, whose autovacuum does it. */
  maintenance?: TableMaintenance;
  close(): Promise<void>;
};

/** Every port the app uses, each with the adapter chosen for it. */
export type Adapters = {
  storage: Storage;
  users: UserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  idempotencyKeys: IdempotencyKeys;
  /** Who changed what: every admin change writes its row in the change's own transaction (decision 0023). */
  activity: ActivityLog;
  rateLimits: RateLimitCounter;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  randomPassword: () => string;
  content: ContentRepository;
  testimonials: TestimonialRepository;
  services: ServiceRepository;
  featured: FeaturedItemRepository;
  eventImages: EventImageRepository;
  socialLinks: SocialLinkRepository;
  shopProducts: ShopProductRepository;
  paymentSettings: PaymentSettingRepository;
  inventory: InventoryRepository;
  /** The materials rules and what each order took off the shelf (the take itself runs in the order change: orderUpdates). */
  materials: MaterialsRepository;
  /** Extra work on orders, read beside a page of orders in one statement (the changes run in the order change: orderUpdates). */
  charges: ChargesRepository;
  customers: CustomerRepository;
  orders: OrderRepository;
  orderIntake: OrderIntake;
  /** Every change to an order after intake, with its timeline event. */
  orderUpdates: OrderUpdates;
  /** Work tickets as PDFs. */
  ticketPrinter: WorkTicketPrinter;
  /** The status page's QR code. */
  qrCodes: QrCodes;
  /** The workshop board's bounded reads of open orders. */
  workshopOrders: WorkshopOrders;
  /** Stripe's signed webhook deliveries; null without STRIPE_WEBHOOK_SECRET (the webhook route is then a 404). */
  paymentNotices: PaymentNotices | null;
  /** Where the status page's Pay button leads: a Stripe Checkout Session with STRIPE_SECRET_KEY, else the service's payment link. */
  checkoutSessions: CheckoutSessions;
  labelFiles: LabelFiles;
  /** The shipping set-up saved in Settings: the Shippo key (sealed), ship-from address, parcel, webhook token. */
  shippingSettings: ShippingSettings;
  /** The workshop's calendar the promise dates are counted on (app_settings "workshop"). */
  workshopSettings: WorkshopSettingsStore;
  /** The Shippo carrier for a key (saved in Settings or SHIPPO_API_KEY); core's rule picks which (active-carrier.ts). */
  carrierFor: (apiKey: string) => Carrier;
  /** What the server was started with: SHIPPO_API_KEY, SHIPPO_WEBHOOK_TOKEN. */
  carrierEnvironment: CarrierEnvironment;
  /** Shippo's track_updated deliveries (POST /api/webhooks/shippo/<token>). */
  trackingNotices: TrackingNotices;
  /** Always local test PDFs (the admin's "simple" test labels). */
  testLabelCarrier: Carrier;
  objects: ObjectStore;
  /** The cropper's PUT straight to the bucket; null when objects are on disk (the PUT then comes through the API). */
  directUploads: DirectUploads | null;
  images: ImageNormalizer;
  uploadTickets: UploadTickets;
  signer: UrlSigner;
  mailSettings: MailSettings;
  subscribers: SubscriberRepository;
  /** Unsubscribing, suppression and resubscribing, each change with its webhook event and its job in one transaction. */
  subscriberUpdates: SubscriberUpdates;
  /** Mail providers' bounce, complaint and unsubscribe webhooks; each null without its secret (its route is then a 404). */
  suppressionNotices: { mailjet: SuppressionNotices | null; resend: SuppressionNotices | null };
  contacts: ContactRepository;
  mailLog: MailLog;
  /** The once-per-key record of order mails and owner notices: a retried job never sends twice. */
  mailDeliveries: MailDeliveries;
  campaigns: CampaignRepository;
  /** The mailer for a saved provider configuration. */
  mailerFor: (config: EmailServiceConfig) => Mailer;
  /** The built-in mailer (contact-form notices while no provider is configured). */
  localMailer: Mailer;
  /** The providers the server was started with: Resend (RESEND_API_KEY), the files, MAIL_PROVIDER=file, the sender (MAIL_FROM). */
  mailEnvironment: MailEnvironment;
  /** Renders the product's own messages (react-email templates). */
  mailComposer: MailComposer;
  /** Durable background jobs (pg-boss on the same database); main.ts starts and stops the worker side. */
  jobs: JobQueue<AppJobs>;
  /** Tells every instance that the public content changed (LISTEN/NOTIFY on the server, in process on PGlite). */
  contentChanges: ContentChanges;
  /** The morning digest's settings, and the claim of each day's digest job, once across instances (issue 34). */
  workshopDigestSettings: WorkshopDigestSettingsStore;
  workshopDigestDays: WorkshopDigestDays;
  /** The calendar feed's secret URL token and its read of promise dates. */
  calendarFeedToken: CalendarFeedToken;
  workshopCalendar: WorkshopCalendar;
};

export type AdapterOptions = {
  /** Where local files live: labels, uploads, outgoing mail, the local secret key. */
  dataDir: string;
  /** 32 bytes (base64 or hex) sealing stored secrets and signing upload URLs (APP_SECRET_KEY); default dataDir/secret.key. */
  appSecretKey?: string | undefined;
  /** Mailjet's API base URL (MAILJET_API_URL); default https://api.mailjet.com. Tests point it at a fake. */
  mailjetBaseUrl?: string | undefined;
  /** Where uploaded files are stored; default the bucket when `s3` is set, else disk under dataDir/objects. */
  objects?: ObjectStore | undefined;
  /** S3_BUCKET and its settings: uploads and labels go to that bucket instead of dataDir. */
  s3?: S3Settings | undefined;
  /** SHIPPO_API_KEY: real labels through Shippo while no key is saved in Settings. */
  shippoApiKey?: string | undefined;
  /** SHIPPO_API_URL; default https://api.goshippo.com. Tests point it at the fake Shippo. */
  shippoBaseUrl?: string | undefined;
  /** SHIPPO_WEBHOOK_TOKEN: the tracking webhook's URL token; else one drawn and kept in Settings. */
  shippoWebhookToken?: string | undefined;
  /** The built-in mailer; default .eml files under dataDir/mail. */
  localMailer?: Mailer | undefined;
  /** RESEND_API_KEY: mail goes through Resend while Mailjet is not saved. */
  resendApiKey?: string | undefined;
  /** RESEND_API_URL; default https://api.resend.com. Tests point it at a fake. */
  resendBaseUrl?: string | undefined;
  /** MAIL_PROVIDER=file: the files count as a configured service. */
  mailProvider?: "file" | undefined;
  /** MAIL_FROM: the sender through Resend or the files. */
  mailFrom?: string | undefined;
  /** The Stripe webhook endpoint's signing secret (STRIPE_WEBHOOK_SECRET); no webhook without it. */
  stripeWebhookSecret?: string | undefined;
  /** STRIPE_SECRET_KEY: the balance is paid through a Stripe Checkout Session; else through the service's payment link. */
  stripeSecretKey?: string | undefined;
  /** STRIPE_API_URL; default https://api.stripe.com. Tests point it at the fake Stripe. */
  stripeBaseUrl?: string | undefined;
  /** The secret in Mailjet's event callback URL (MAILJET_WEBHOOK_SECRET); no Mailjet webhook without it. */
  mailjetWebhookSecret?: string | undefined;
  /** The whsec_… signing secret of the Resend webhook endpoint (RESEND_WEBHOOK_SECRET); no Resend webhook without it. */
  resendWebhookSecret?: string | undefined;
  /** The time, for webhook timestamps; default the system's. */
  clock?: Clock | undefined;
  /** The origin of links in mails queued by a change that names none (PUBLIC_URL, else the server's own address); default http://localhost:3000. */
  mailOrigin?: string | undefined;
  /** The jobs' retry policy; default the app's (decision record 0013). Tests shorten it to see retries in seconds. */
  jobPolicy?: JobPolicy | undefined;
};

function storageOver(handle: DatabaseHandle, jobs: PgBossJobQueue<AppJobs>): Storage {
  return {
    kind: handle.kind,
    withStartupLock: (work) => handle.withStartupLock(work),
    // pg-boss's schema and queues are part of the database's schema.
    migrate: async () => {
      await migrateDatabase(handle);
      await jobs.install();
    },
    seedSiteDefaults: () => seedSiteDefaults(handle.db),
    ping: () => pingDatabase(handle.db),
    ...(handle.maintenance ? { maintenance: handle.maintenance } : {}),
    close: () => handle.close(),
  };
}

/** Where links in mails point when neither the change nor PUBLIC_URL names an origin. */
export const DEFAULT_MAIL_ORIGIN = "http://localhost:3000";

/** PUBLIC_URL, else the address the server listens on: the links of the API's answers use the same (link-origin.ts). */
export const mailOriginOf = (config: Pick<Config, "publicUrl" | "host" | "port">): string => linkOriginOf(config).url;

/** Resend's documented sender for trying it out before a domain is verified. */
export const RESEND_TEST_SENDER = "onboarding@resend.dev";

/** Where uploaded objects and label PDFs live: the bucket when S3_BUCKET is set, else under DATA_DIR. */
export function fileStoresOf(options: { s3?: S3Settings | undefined; dataDir: string }, bucket = options.s3 ? new S3Bucket(options.s3) : null) {
  return bucket
    ? { objects: new S3ObjectStore(bucket), labelFiles: new S3LabelFiles(bucket) }
    : { objects: new DiskObjectStore(options.dataDir), labelFiles: new DiskLabelFiles(options.dataDir) };
}

/** Builds every adapter over an open database. */
export function composeAdapters(handle: DatabaseHandle, options: AdapterOptions): Adapters {
  const db: Database = handle.db;
  const paymentSettings = paymentSettingRepository(db);
  const bucket = options.s3 ? new S3Bucket(options.s3) : null;
  const files = fileStoresOf(options, bucket);
  const secretBox = new SecretBox(() => loadAppSecretKey({ envValue: options.appSecretKey, dataDir: options.dataDir }));
  const testLabelCarrier = new PdfLabelCarrier();
  const mailjetBaseUrl = options.mailjetBaseUrl ?? MAILJET_API_URL;
  const jobs = new PgBossJobQueue<AppJobs>(handle, {
    names: appJobNames,
    // PGlite is one process's database: what is active when it starts was a dead process's.
    soleProcess: handle.kind === "pglite",
    ...(options.jobPolicy ? { policy: options.jobPolicy } : {}),
  });
  const localMailer = options.localMailer ?? new FileMailer(options.dataDir);
  // An order's mails are jobs written in the same transaction as the change that calls for them.
  const orderMail = { jobs, siteOrigin: (options.mailOrigin ?? DEFAULT_MAIL_ORIGIN).replace(/\/+$/, "") };
  const contentChanges = handle.notifications ? new PostgresContentChanges(handle.notifications) : new InProcessContentChanges();
  const mailEnvironment: MailEnvironment = {
    // Without MAIL_FROM, Resend's own testing sender: it delivers only to the Resend account's address.
    resend: options.resendApiKey
      ? { mailer: new ResendMailer({ apiKey: options.resendApiKey, baseUrl: options.resendBaseUrl }), senderEmail: options.mailFrom ?? RESEND_TEST_SENDER }
      : null,
    file: { mailer: localMailer, senderEmail: options.mailFrom ?? LOCAL_SENDER_EMAIL },
    fileForced: options.mailProvider === "file",
  };
  return {
    storage: storageOver(handle, jobs),
    users: new PostgresUserRepository(db),
    sessions: new PostgresSessionRepository(db),
    loginAttempts: new PostgresLoginAttemptRepository(db),
    idempotencyKeys: new PostgresIdempotencyKeys(db),
    activity: new PostgresActivityLog(db),
    rateLimits: new PostgresRateLimitCounter(db),
    passwords: argon2PasswordHasher(),
    tokens: randomSessionTokens,
    randomPassword,
    content: new PostgresContentRepository(db),
    testimonials: testimonialRepository(db),
    services: serviceRepository(db),
    featured: featuredItemRepository(db),
    eventImages: eventImageRepository(db),
    socialLinks: socialLinkRepository(db),
    shopProducts: shopProductRepository(db),
    paymentSettings,
    inventory: new PostgresInventoryRepository(db),
    materials: new PostgresMaterialsRepository(db),
    charges: new PostgresChargesRepository(db),
    customers: new PostgresCustomerRepository(db),
    orders: new PostgresOrderRepository(db),
    orderIntake: new PostgresOrderIntake(db, orderMail, new IntakeCatalogueMemory(contentChanges)),
    // Every order change's recorded events reach these subscribers in its transaction (core/src/events).
    orderUpdates: dispatchingOrderUpdates(new PostgresOrderUpdates(db, jobs), orderSubscribers, { siteOrigin: orderMail.siteOrigin }),
    ticketPrinter: new PdfWorkTicketPrinter(),
    qrCodes: new BwipQrCodes(),
    workshopOrders: new PostgresWorkshopOrders(db),
    paymentNotices: options.stripeWebhookSecret ? new StripePaymentNotices(options.stripeWebhookSecret, options.clock ?? systemClock) : null,
    checkoutSessions: options.stripeSecretKey
      ? new StripeCheckoutSessions({ secretKey: options.stripeSecretKey, baseUrl: options.stripeBaseUrl })
      : new PaymentLinkCheckout(() => paymentSettings.list({ includeHidden: true })),
    labelFiles: files.labelFiles,
    shippingSettings: new PostgresShippingSettings(db, secretBox),
    workshopSettings: new PostgresWorkshopSettings(db),
    carrierFor: (apiKey) => new ShippoCarrier({ apiKey, baseUrl: options.shippoBaseUrl }),
    carrierEnvironment: { shippoApiKey: options.shippoApiKey ?? null, webhookToken: options.shippoWebhookToken ?? null },
    trackingNotices: new ShippoTrackingNotices(),
    testLabelCarrier,
    objects: options.objects ?? files.objects,
    directUploads: bucket ? new S3DirectUploads(bucket) : null,
    images: sharpImageNormalizer,
    uploadTickets: new PostgresUploadTickets(db),
    signer: secretBox,
    mailSettings: new PostgresMailSettings(db, secretBox),
    subscribers: new PostgresSubscriberRepository(db),
    subscriberUpdates: new PostgresSubscriberUpdates(db, (tx) => jobs.enqueuerFor(tx)),
    suppressionNotices: {
      mailjet: options.mailjetWebhookSecret ? new MailjetSuppressionNotices(options.mailjetWebhookSecret) : null,
      resend: options.resendWebhookSecret ? new ResendSuppressionNotices(options.resendWebhookSecret, options.clock ?? systemClock) : null,
    },
    contacts: new PostgresContactRepository(db, jobs),
    mailLog: new PostgresMailLog(db),
    mailDeliveries: new PostgresMailDeliveries(db),
    campaigns: new PostgresCampaignRepository(db, jobs),
    mailerFor: (config) => new MailjetMailer({ apiKey: config.apiKey, apiSecret: config.apiSecret, baseUrl: mailjetBaseUrl }),
    localMailer,
    mailEnvironment,
    mailComposer: new LazyMailComposer(),
    jobs,
    contentChanges,
    workshopDigestSettings: new PostgresWorkshopDigestSettings(db),
    workshopDigestDays: new PostgresWorkshopDigestDays(db, (tx) => jobs.enqueuerFor(tx)),
    calendarFeedToken: new PostgresCalendarFeedToken(db),
    workshopCalendar: new PostgresWorkshopCalendar(db),
  };
}

/** Opens the configured database (PGlite under DATA_DIR, or DATABASE_URL) and builds every adapter over it; DATA_DIR is made private first. */
export async function openAdapters(
  config: Pick<Config, "databaseUrl" | "dataDir" | "appSecretKey" | "mailjetBaseUrl"> &
    Partial<
      Pick<
        Config,
        | "stripeWebhookSecret"
        | "stripeSecretKey"
        | "stripeBaseUrl"
        | "shippoApiKey"
        | "shippoBaseUrl"
        | "shippoWebhookToken"
        | "mailjetWebhookSecret"
        | "resendWebhookSecret"
        | "resendApiKey"
        | "resendBaseUrl"
        | "mailProvider"
        | "mailFrom"
        | "publicUrl"
        | "host"
        | "port"
        | "s3"
      >
    >,
): Promise<Adapters> {
  await secureDataFolder(config.dataDir);
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  return composeAdapters(handle, {
    shippoApiKey: config.shippoApiKey,
    shippoBaseUrl: config.shippoBaseUrl,
    shippoWebhookToken: config.shippoWebhookToken,
    dataDir: config.dataDir,
    appSecretKey: config.appSecretKey,
    mailjetBaseUrl: config.mailjetBaseUrl,
    resendApiKey: config.resendApiKey,
    resendBaseUrl: config.resendBaseUrl,
    mailProvider: config.mailProvider,
    mailFrom: config.mailFrom,
    stripeWebhookSecret: config.stripeWebhookSecret,
    stripeSecretKey: config.stripeSecretKey,
    stripeBaseUrl: config.stripeBaseUrl,
    mailjetWebhookSecret: config.mailjetWebhookSecret,
    resendWebhookSecret: config.resendWebhookSecret,
    s3: config.s3,
    mailOrigin:
      config.host !== undefined && config.port !== undefined
        ? mailOriginOf({ publicUrl: config.publicUrl, host: config.host, port: config.port })
        : config.publicUrl,
  });
}
