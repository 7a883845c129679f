/**
 * @module createApp(deps): wires the ports' adapters (built by
 * composition.ts) to core's use cases and the routes. Builds the Hono app:
 * `/api` (JSON), robots and sitemap, and the built frontends.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { addAdmin } from "@stringing/core/auth/add-admin";
import { isAdmin } from "@stringing/core/auth/user";
import { changeOwnPassword } from "@stringing/core/auth/change-own-password";
import { logIn } from "@stringing/core/auth/log-in";
import { makeOwner } from "@stringing/core/auth/make-owner";
import { logOut } from "@stringing/core/auth/log-out";
import { removeUser } from "@stringing/core/auth/remove-user";
import { resetPassword } from "@stringing/core/auth/reset-password";
import { resumeSession } from "@stringing/core/auth/resume-session";
import { DEFAULT_SESSION_IDLE_TIMEOUT_MS } from "@stringing/core/auth/session-policy";
import { eventImageCreateSchema, eventImageUpdateSchema } from "@stringing/core/content/event-image";
import { featuredItemCreateSchema, featuredItemUpdateSchema } from "@stringing/core/content/featured-item";
import { serviceCreateSchema, serviceUpdateSchema } from "@stringing/core/content/service";
import { servicesWithTheirLinks } from "@stringing/core/content/service-payment-link";
import { shopProductCreateSchema, shopProductUpdateSchema } from "@stringing/core/content/shop-product";
import { socialLinkCreateSchema, socialLinkUpdateSchema } from "@stringing/core/content/social-link";
import { testimonialCreateSchema, testimonialUpdateSchema } from "@stringing/core/content/testimonial";
import { mailDeliveryStatus, resolveActiveMail } from "@stringing/core/mail/mail-delivery";
import { sendTestMail } from "@stringing/core/mail/send-mail";
import { summarizeCampaign } from "@stringing/core/marketing/campaign-delivery";
import { queueCampaign } from "@stringing/core/marketing/queue-campaign";
import { previewCampaign, sendCampaignTest } from "@stringing/core/marketing/preview-campaign";
import { receiveSuppressionNotices } from "@stringing/core/marketing/receive-suppression-notices";
import { confirmResubscribe, findResubscribeRequest } from "@stringing/core/marketing/resubscribe-subscriber";
import { signUpSubscriber } from "@stringing/core/marketing/sign-up-subscriber";
import { submitContactMessage } from "@stringing/core/marketing/submit-contact-message";
import { findSubscriber, unsubscribeSubscriber } from "@stringing/core/marketing/unsubscribe-subscriber";
import { mediaUploads } from "@stringing/core/media/media-uploads";
import { addOrderNote } from "@stringing/core/orders/add-order-note";
import { changeOrderStatus } from "@stringing/core/orders/change-order-status";
import { receivePaymentNotice } from "@stringing/core/orders/confirm-payment";
import { trackOrder } from "@stringing/core/orders/order-status-page";
import { drawStatusPageQr } from "@stringing/core/orders/status-page-qr";
import { startCheckout } from "@stringing/core/orders/start-checkout";
import { placeOrder } from "@stringing/core/orders/place-order";
import { reorder } from "@stringing/core/orders/reorder";
import { printWorkTicket } from "@stringing/core/orders/print-work-ticket";
import { setOrderPrice } from "@stringing/core/orders/set-order-price";
import { setPaymentStatus } from "@stringing/core/orders/set-payment-status";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { SuppressionNotices } from "@stringing/core/ports/suppression-notices.port";
import { countPublicFormRequest, DEFAULT_PUBLIC_FORM_LIMIT } from "@stringing/core/shared/public-form-limit";
import { businessLabelAddress } from "@stringing/core/shipping/business-address";
import { parcelOrDefault, resolveActiveCarrier, resolveWebhookToken, shipFromLabelAddress, shippingStatus } from "@stringing/core/shipping/active-carrier";
import { createLabels, quoteLabelRates } from "@stringing/core/shipping/create-label";
import { downloadReturnLabel } from "@stringing/core/shipping/return-label";
import { receiveTrackingNotice } from "@stringing/core/shipping/tracking-update";
import { voidLabel } from "@stringing/core/shipping/void-label";
import { updateShipping } from "@stringing/core/shipping/update-shipping";
import { receiveHead } from "@stringing/core/workshop/receive-head";
import { getWorkshopBoard } from "@stringing/core/workshop/get-workshop-board";
import type { AppEnv } from "./app-env.ts";
import type { LinkOrigin } from "./link-origin.ts";
import type { Adapters } from "./composition.ts";
import { PublicResponseCache } from "./cache/public-response-cache.ts";
import { bodyLimits } from "./middleware/body-limits.ts";
import type { TrustedProxies } from "./middleware/client-address.ts";
import { handleError, notFoundJson } from "./middleware/errors.ts";
import { noStore } from "./middleware/no-store.ts";
import { publicFormLimit } from "./middleware/public-form-limit.ts";
import { publishContentChanges } from "./middleware/publish-content-changes.ts";
import { sameOrigin } from "./middleware/same-origin.ts";
import { session } from "./middleware/session.ts";
import { storableJson } from "./middleware/storable-json.ts";
import { frontendRoutes, type FrontendRoots } from "./pages/frontend-routes.ts";
import { loadSiteRenderer, type ApiRequest } from "./pages/landing-body.ts";
import { seoRoutes } from "./pages/seo-routes.ts";
import { adminPreloader } from "./pages/admin-preload.ts";
import { siteShellRenderer } from "./pages/site-shell.ts";
import { activityScope } from "./activity/activity-scope.ts";
import { activityRoutes } from "./routes/activity.ts";
import { authRoutes } from "./routes/auth.ts";
import { contactRoutes } from "./routes/contacts.ts";
import { contentRoutes } from "./routes/content.ts";
import { deletableCatalogueRoutes, editableCatalogueRoutes } from "./routes/catalogue-routes.ts";
import { customerRoutes } from "./routes/customers.ts";
import { healthRoutes } from "./routes/health.ts";
import { inventoryRoutes } from "./routes/inventory.ts";
import { materialsRoutes } from "./routes/materials.ts";
import { jobRoutes } from "./routes/jobs.ts";
import { linkOriginRoutes } from "./routes/link-origin.ts";
import { setupRoutes } from "./routes/setup.ts";
import { marketingRoutes } from "./routes/marketing.ts";
import { objectRoutes } from "./routes/objects.ts";
import { orderRoutes } from "./routes/orders.ts";
import { ownPasswordRoutes } from "./routes/own-password.ts";
import { paymentSettingRoutes } from "./routes/payment-settings.ts";
import { shippingRoutes } from "./routes/shipping.ts";
import { subscriberRoutes, subscriptionLinkRoutes } from "./routes/subscribers.ts";
import { trackRoutes } from "./routes/track.ts";
import { chargeRoutes } from "./routes/charges.ts";
import { answerCharge, proposeCharge, withdrawCharge } from "@stringing/core/orders/charges/charge-changes";
import { trackCheckoutRoutes } from "./routes/track-checkout.ts";
import { uploadRoutes } from "./routes/uploads.ts";
import { userRoutes } from "./routes/users.ts";
import { webhookRoutes } from "./routes/webhooks.ts";
import { carrierRoutes } from "./routes/carrier.ts";
import { shippoWebhookRoutes } from "./routes/shippo-webhook.ts";
import { workshopCalendarRoutes } from "./routes/workshop-calendar.ts";
import { workshopDigestSettingsRoutes } from "./routes/workshop-digest-settings.ts";
import { readCalendarFeed } from "@stringing/core/workshop/calendar-feed";
import { workshopSettingsRoutes } from "./routes/workshop-settings.ts";
import { workshopRoutes } from "./routes/workshop.ts";

export type AppDeps = {
  /** Every port's adapter, built by the composition module (composition.ts). */
  adapters: Adapters;
  clock: Clock;
  /** The proxies in front (TRUST_PROXY), or null: X-Forwarded-* headers are believed only behind them. */
  trustProxy: TrustedProxies | null;
  /** A session unused for this long ends (SESSION_IDLE_TIMEOUT_HOURS); default 12 hours. */
  sessionIdleTimeoutMs?: number;
  /** Where every absolute link points: PUBLIC_URL, else the server's own address (linkOriginOf); never a request's Host. */
  linkOrigin: LinkOrigin;
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

/**
 * What sending the product's own messages needs (core/src/mail/send-mail.ts):
 * the templates, the provider in use, the mail log, the order and the site's
 * content. `sendOrderMail(mailDeps(adapters, clock))`, `sendContactMail(…)`.
 */
export function mailDeps(adapters: Adapters, clock: Clock) {
  const { content } = adapters;
  return {
    composer: adapters.mailComposer,
    activeMail: resolveActiveMail({ settings: adapters.mailSettings, mailerFor: adapters.mailerFor, environment: adapters.mailEnvironment }),
    mailLog: adapters.mailLog,
    orders: adapters.orders,
    // A return-label mail attaches its PDF.
    labelFiles: adapters.labelFiles,
    // A charge-proposed mail names the charge.
    charges: adapters.charges,
    paymentSettings: () => adapters.paymentSettings.list({ includeHidden: true }),
    siteSections: async () => {
      const [companyName = null, contactInfo = null] = await content.findSections(["company-name", "contact-info"]);
      return { companyName, contactInfo };
    },
    clock,
  };
}

export function createApi(deps: AppDeps) {
  const { adapters, clock } = deps;
  const { content, mailSettings, subscribers, contacts } = adapters;
  const authDeps = {
    users: adapters.users,
    sessions: adapters.sessions,
    loginAttempts: adapters.loginAttempts,
    passwords: adapters.passwords,
    tokens: adapters.tokens,
    clock,
  };
  const { orders, orderUpdates: updates } = adapters;
  const mail = mailDeps(adapters, clock);
  const subscriptionDeps = { updates: adapters.subscriberUpdates, clock };
  const suppressionFrom = (notices: SuppressionNotices | null) => (notices ? receiveSuppressionNotices({ notices, ...subscriptionDeps }) : null);
  const origin = deps.linkOrigin.url;
  const labelDeps = {
    orders,
    updates,
    files: adapters.labelFiles,
    // The ship-from address saved in Settings, else the contact-info section's lines.
    sender: async () => shipFromLabelAddress(await adapters.shippingSettings.shipFrom(), businessLabelAddress(await content.findSection("contact-info"))),
    parcel: async () => parcelOrDefault(await adapters.shippingSettings.parcel()),
  };
  // The carrier in use, read anew per request: a Shippo key saved in Settings applies at once (decision 0017).
  const carrierChoice = {
    settings: adapters.shippingSettings,
    environment: adapters.carrierEnvironment,
    carrierFor: adapters.carrierFor,
    testCarrier: adapters.testLabelCarrier,
  };
  const activeCarrier = async () => (await resolveActiveCarrier(carrierChoice)()).carrier;
  const formLimit = publicFormLimit({
    count: countPublicFormRequest({ counter: adapters.rateLimits, clock, limit: deps.publicFormLimit ?? DEFAULT_PUBLIC_FORM_LIMIT }),
    trustProxy: deps.trustProxy,
  });

  return (
    new Hono<AppEnv>()
      .use(noStore)
      .use("/orders", formLimit("orders"))
      .use("/subscribers", formLimit("subscribers"))
      .use("/contacts", formLimit("contacts"))
      .use(bodyLimits)
      // Before the JSON and session middleware: a webhook's body is read raw, its signature checked before it is parsed.
      .route(
        "/webhooks/shippo",
        shippoWebhookRoutes({
          receive: receiveTrackingNotice({
            orders,
            updates,
            clock,
            settings: adapters.workshopSettings,
            notices: adapters.trackingNotices,
            webhookToken: resolveWebhookToken(carrierChoice),
          }),
          origin,
        }),
      )
      .route(
        "/webhooks",
        webhookRoutes({
          receiveStripe: adapters.paymentNotices ? receivePaymentNotice({ notices: adapters.paymentNotices, updates, clock }) : null,
          receiveMailjet: suppressionFrom(adapters.suppressionNotices.mailjet),
          receiveResend: suppressionFrom(adapters.suppressionNotices.resend),
        }),
      )
      // The links in our mails: a mail client's one-click POST carries a form body, no cookie and no Origin; the token is the credential.
      .route(
        "/subscribers",
        subscriptionLinkRoutes({
          findByUnsubscribeToken: (token) => findSubscriber(subscriptionDeps)({ unsubscribeToken: token }),
          unsubscribe: unsubscribeSubscriber(subscriptionDeps),
          findResubscribeRequest: findResubscribeRequest(subscriptionDeps),
          confirmResubscribe: confirmResubscribe(subscriptionDeps),
        }),
      )
      .use(sameOrigin({ trustProxy: deps.trustProxy !== null }))
      .use(storableJson)
      .use(
        session({
          resume: resumeSession({ ...authDeps, idleTimeoutMs: deps.sessionIdleTimeoutMs ?? DEFAULT_SESSION_IDLE_TIMEOUT_MS }),
          trustProxy: deps.trustProxy !== null,
        }),
      )
      // After the session, before every route: an admin's change and its activity row commit together.
      .use(activityScope(adapters.activity))
      .route(
        "/health",
        healthRoutes(() => adapters.storage.ping()),
      )
      .route("/", authRoutes({ logIn: logIn(authDeps), logOut: logOut(authDeps), trustProxy: deps.trustProxy }))
      .route("/user", ownPasswordRoutes({ changeOwnPassword: changeOwnPassword(authDeps), trustProxy: deps.trustProxy }))
      .route(
        "/users",
        userRoutes({
          list: () => adapters.users.list(),
          addAdmin: addAdmin({ ...authDeps, randomPassword: adapters.randomPassword }),
          resetPassword: resetPassword({ ...authDeps, randomPassword: adapters.randomPassword }),
          remove: removeUser(authDeps),
          makeOwner: makeOwner(authDeps),
        }),
      )
      .route(
        "/",
        activityRoutes({ activity: adapters.activity, usernames: async () => (await adapters.users.list()).filter(isAdmin).map((user) => user.username) }),
      )
      .route("/content", contentRoutes({ content }))
      .route(
        "/testimonials",
        deletableCatalogueRoutes({
          repository: adapters.testimonials,
          createSchema: testimonialCreateSchema,
          updateSchema: testimonialUpdateSchema,
          noun: "Testimonial",
        }),
      )
      .route(
        "/services",
        editableCatalogueRoutes({
          repository: servicesWithTheirLinks(adapters.services, adapters.paymentSettings),
          createSchema: serviceCreateSchema,
          updateSchema: serviceUpdateSchema,
          noun: "Service",
        }),
      )
      .route(
        "/featured",
        editableCatalogueRoutes({
          repository: adapters.featured,
          createSchema: featuredItemCreateSchema,
          updateSchema: featuredItemUpdateSchema,
          noun: "Featured item",
        }),
      )
      .route(
        "/event-images",
        deletableCatalogueRoutes({
          repository: adapters.eventImages,
          createSchema: eventImageCreateSchema,
          updateSchema: eventImageUpdateSchema,
          noun: "Event image",
        }),
      )
      .route(
        "/social-links",
        deletableCatalogueRoutes({
          repository: adapters.socialLinks,
          createSchema: socialLinkCreateSchema,
          updateSchema: socialLinkUpdateSchema,
          noun: "Social link",
        }),
      )
      .route(
        "/shop-products",
        deletableCatalogueRoutes({
          repository: adapters.shopProducts,
          createSchema: shopProductCreateSchema,
          updateSchema: shopProductUpdateSchema,
          noun: "Shop product",
        }),
      )
      .route(
        "/payment-settings",
        paymentSettingRoutes({ paymentSettings: adapters.paymentSettings, services: () => adapters.services.list({ includeHidden: true }) }),
      )
      .route("/", workshopSettingsRoutes({ settings: adapters.workshopSettings }))
      .route("/inventory", inventoryRoutes({ inventory: adapters.inventory }))
      .route("/materials", materialsRoutes({ materials: adapters.materials }))
      .route("/customers", customerRoutes({ customers: adapters.customers, objects: adapters.objects, images: adapters.images }))
      .route(
        "/orders",
        orderRoutes({
          orders,
          placeOrder: placeOrder({ intake: adapters.orderIntake, clock }),
          reorder: reorder({ intake: adapters.orderIntake, orders, clock }),
          changeStatus: changeOrderStatus({ updates, settings: adapters.workshopSettings, clock }),
          receive: receiveHead({ updates, settings: adapters.workshopSettings, clock }),
          updateShipping: updateShipping({ updates, settings: adapters.workshopSettings, clock }),
          setPayment: setPaymentStatus({ updates, clock }),
          setPrice: setOrderPrice({ updates }),
          addNote: addOrderNote({ updates }),
          materialsOf: (orderId) => adapters.materials.ofOrder(orderId),
          chargesOf: (orderIds) => adapters.charges.ofOrders(orderIds),
          materialsOfOrders: (orderIds) => adapters.materials.ofOrders(orderIds),
          printTicket: printWorkTicket({ orders, charges: adapters.charges, printer: adapters.ticketPrinter, origin }),
          origin,
        }),
      )
      .route(
        "/",
        chargeRoutes({
          propose: proposeCharge({ updates }),
          withdraw: withdrawCharge({ updates }),
          answer: answerCharge({ updates, orders }),
          origin,
        }),
      )
      .route(
        "/workshop",
        workshopRoutes({
          board: () => getWorkshopBoard({ orders: adapters.workshopOrders, settings: adapters.workshopSettings })(clock.now()),
          chargesOf: (orderIds) => adapters.charges.ofOrders(orderIds),
          materialsOfOrders: (orderIds) => adapters.materials.ofOrders(orderIds),
          origin,
        }),
      )
      .route(
        "/track",
        trackRoutes({
          trackOrder: trackOrder({ orders, paymentSettings: () => adapters.paymentSettings.list({ includeHidden: true }), charges: adapters.charges }),
          returnLabel: downloadReturnLabel({ orders, files: adapters.labelFiles }),
          statusQr: drawStatusPageQr({ orders, qr: adapters.qrCodes, origin }),
        }),
      )
      .route(
        "/track",
        trackCheckoutRoutes({
          startCheckout: startCheckout({
            orders,
            charges: adapters.charges,
            checkout: adapters.checkoutSessions,
            origin,
            onProviderFailure: (message) => console.warn(`[checkout] ${adapters.checkoutSessions.provider}: ${message}`),
          }),
        }),
      )
      .route(
        "/shipping",
        shippingRoutes({
          createLabels: createLabels({ ...labelDeps, carrier: activeCarrier }),
          createTestLabels: createLabels({ ...labelDeps, carrier: adapters.testLabelCarrier }),
          labelFiles: adapters.labelFiles,
          origin,
        }),
      )
      .route(
        "/shipping",
        carrierRoutes({
          status: shippingStatus(carrierChoice),
          settings: adapters.shippingSettings,
          orders,
          quoteRates: quoteLabelRates({ ...labelDeps, carrier: activeCarrier }),
          voidLabel: voidLabel({ orders, updates, carrier: activeCarrier, clock }),
          origin,
        }),
      )
      .route(
        "/subscribers",
        subscriberRoutes({ subscribers, signUp: signUpSubscriber(subscriptionDeps), unsubscribe: unsubscribeSubscriber(subscriptionDeps), origin }),
      )
      .route("/jobs", jobRoutes({ jobs: adapters.jobs }))
      .route(
        "/settings/workshop/digest",
        workshopDigestSettingsRoutes({ settings: adapters.workshopDigestSettings, ownerEmail: async () => (await mail.activeMail()).ownerEmail }),
      )
      .route(
        "/workshop",
        workshopCalendarRoutes({
          token: adapters.calendarFeedToken,
          readFeed: readCalendarFeed({
            token: adapters.calendarFeedToken,
            calendar: adapters.workshopCalendar,
            workshopSettings: adapters.workshopSettings,
            clock,
          }),
          origin,
          now: () => clock.now(),
        }),
      )
      .route("/", linkOriginRoutes(deps.linkOrigin))
      .route(
        "/",
        setupRoutes({
          facts: async () => {
            const [contactInfo, active, services, paymentSettings, shipFrom] = await Promise.all([
              content.findSection("contact-info"),
              mail.activeMail(),
              adapters.services.list({ includeHidden: true }),
              adapters.paymentSettings.list({ includeHidden: true }),
              adapters.shippingSettings.shipFrom(),
            ]);
            return {
              contactInfo,
              ownerEmailConcern: mailDeliveryStatus(active).ownerEmailConcern,
              fromPublicUrl: deps.linkOrigin.fromPublicUrl,
              services,
              paymentLinks: paymentSettings.map((setting) => setting.paymentLink),
              mailProvider: active.provider,
              shipFrom,
            };
          },
        }),
      )
      .route("/contacts", contactRoutes({ contacts, submit: submitContactMessage({ contacts, clock }), origin }))
      .route(
        "/",
        marketingRoutes({
          settings: mailSettings,
          queueCampaign: queueCampaign({ activeMail: mail.activeMail, campaigns: adapters.campaigns }),
          listCampaigns: async () => (await adapters.campaigns.list()).map(summarizeCampaign),
          activeMail: mail.activeMail,
          sendTestMail: sendTestMail(mail),
          previewCampaign: previewCampaign({
            composer: mail.composer,
            siteSections: mail.siteSections,
            recipientCount: async () => (await subscribers.listRecipients()).length,
          }),
          sendCampaignTest: sendCampaignTest(mail),
          origin,
        }),
      )
      .route(
        "/",
        uploadRoutes({
          uploads: mediaUploads({
            objects: adapters.objects,
            direct: adapters.directUploads,
            tickets: adapters.uploadTickets,
            images: adapters.images,
            signer: adapters.signer,
            clock,
          }),
        }),
      )
  );
  // (mount new resource routes inside the chain above, so AppType stays complete)
}

/** The API's type, for Hono's typed client in the frontends. */
export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps) {
  const { adapters } = deps;
  const app = new Hono<AppEnv>();
  // The cropper's PUT goes to the bucket when objects live there.
  const connectSrc = [...CONTENT_SECURITY_POLICY.connectSrc, ...(adapters.directUploads ? [adapters.directUploads.origin] : [])];
  app.use(secureHeaders({ contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, connectSrc }, crossOriginEmbedderPolicy: false }));
  app.use(compress());
  app.use("/api/*", publishContentChanges(adapters.contentChanges));
  app.route("/api", createApi(deps));
  app.all("/api/*", notFoundJson);
  // One store for the API's uploads and the public /objects they are served from.
  app.route("/objects", objectRoutes({ objects: adapters.objects }));
  app.route("/", seoRoutes(deps.linkOrigin.url));
  if (deps.frontend) {
    const headSources = { content: adapters.content, services: adapters.services, testimonials: adapters.testimonials, origin: deps.linkOrigin.url };
    const renderer = deps.frontend.siteServer ? loadSiteRenderer(deps.frontend.site, deps.frontend.siteServer) : Promise.resolve(null);
    // The page's reads are answered by this very app, in process.
    const request: ApiRequest = async (url, init) => app.request(url, init);
    const adminPreload = adminPreloader(deps.frontend);
    app.route("/", frontendRoutes(deps.frontend, { renderShell: siteShellRenderer(headSources, renderer, request, adminPreload) }));
  }
  app.notFound((c) => c.text("Not found", 404));
  app.onError(handleError);
  // Anonymous public reads and `/` are answered from memory until the content changes.
  const cache = new PublicResponseCache({ changes: adapters.contentChanges });
  app.fetch = cache.wrap(app.fetch) as typeof app.fetch;
  return app;
}
