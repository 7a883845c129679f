import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";

/**
 * docs/rules/access.md: the routes anyone may call. Every other
 * route of the app must answer 401 to an anonymous caller and 403 to a
 * signed-in non-admin. New routes are checked here automatically.
 */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "POST /api/login",
  "POST /api/logout",
  "GET /api/user",
  "GET /api/content/section/:section",
  "GET /api/services",
  "GET /api/featured",
  "GET /api/event-images",
  "GET /api/testimonials",
  "GET /api/social-links",
  "GET /api/shop-products",
  "GET /api/payment-settings",
  "POST /api/orders",
  "POST /api/subscribers",
  "POST /api/contacts",
  "GET /api/subscribers/unsubscribe",
  "POST /api/subscribers/unsubscribe",
  // The confirmation link mailed to an address that asks to be subscribed again (its token is the key).
  "GET /api/subscribers/resubscribe",
  "POST /api/subscribers/resubscribe",
  // The customer's status page (the token is the key) and Stripe's signed webhook (the signature is the key).
  "GET /api/track/:token",
  // That order's own return label while its head is expected (the same token is the key).
  "GET /api/track/:token/return-label.pdf",
  // The QR code of that order's status page (the same token is the key).
  "GET /api/track/:token/qr.svg",
  // The player's answer to extra work proposed on that order (the same token is the key).
  "POST /api/track/:token/charges/:chargeId/approve",
  "POST /api/track/:token/charges/:chargeId/decline",
  // Paying that order's balance (the same token is the key): a Stripe Checkout Session or the service's payment link.
  "POST /api/track/:token/checkout",
  "POST /api/webhooks/stripe",
  // Mail providers' bounce, complaint and unsubscribe webhooks (the URL's secret, or the Svix signature, is the key).
  "POST /api/webhooks/mailjet/:secret?",
  "POST /api/webhooks/resend",
  // Shippo's tracking webhook (the token in its URL is the key, decision 0017).
  "POST /api/webhooks/shippo/:token",
  // The owner's calendar feed of promise dates (the secret token in its URL is the key; the owner rotates or revokes it).
  "GET /api/workshop/calendar/:file",
]);

describe("route table", () => {
  const app = useTestApp();

  const apiRoutes = () =>
    app()
      .app.routes.filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.endsWith("*"))
      .map((route) => ({ key: `${route.method} ${route.path}`, method: route.method, path: route.path }));

  it("has only known public routes open to anonymous callers", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(0);
    // The foundation's public routes exist.
    for (const key of ["GET /api/health", "POST /api/login", "POST /api/logout", "GET /api/user"]) {
      expect(routes.map((r) => r.key)).toContain(key);
    }
  });

  it("guards every non-public route: 401 anonymous, 403 non-admin", async () => {
    const guarded = apiRoutes().filter((route) => !PUBLIC_ROUTES.has(route.key));
    const nonAdmin = await app().signIn("user");
    for (const route of guarded) {
      const path = route.path.replace(/:[A-Za-z]+/g, "1");
      const init = { method: route.method, ...(route.method === "GET" ? {} : { json: {} }) };
      expect((await app().request(path, init)).status, `${route.key} anonymous`).toBe(401);
      expect((await app().request(path, { ...init, cookie: nonAdmin })).status, `${route.key} non-admin`).toBe(403);
    }
  });
});
