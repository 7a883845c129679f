/**
 * @module What each admin change made through the API writes to the
 * activity log (decision 0023), by route. Every route that changes data is
 * listed: a test fails for a new one that is not, so none can be forgotten.
 */
import type { ActivityKind } from "@stringing/core/activity/activity";
import { changedFields, quoted, recordName, updatedSummary } from "@stringing/core/activity/describe-change";

/** What the route was called with and answered (the validated JSON body, the JSON answer). */
export type RouteCall = { params: Record<string, string>; body: Record<string, unknown> | undefined; answer: Record<string, unknown> | undefined };

export type RouteActivity = { kind: ActivityKind; action: string; recordId: string | number | null; summary: string };

export type DescribeRoute = (call: RouteCall) => RouteActivity | null;

/**
 * A route's entry: how to describe its change, or why the scope does not
 * write one: `subscriber` (the order's activity subscriber writes it from
 * the events the change recorded, in the change's transaction,
 * core/src/events/subscribers/order-activity.ts) or `not-a-change`.
 */
export type RouteEntry = DescribeRoute | { use: "subscriber" | "not-a-change"; why: string };

const NOT_AN_ADMIN_CHANGE = { use: "not-a-change", why: "called by visitors, mail clients or providers, not by an admin" } as const;

const LABELS_BY_SUBSCRIBER = {
  use: "subscriber",
  why: "label.created's activity subscriber writes one row for the labels made together, in the transaction that stores them after the purchase",
} as const;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Create, update and delete of one kind of record named by a noun. */
function crud(kind: ActivityKind, noun: string, base: string, remove = true): Record<string, DescribeRoute> {
  const entries: Record<string, DescribeRoute> = {
    [`POST ${base}`]: ({ answer }) => ({
      kind,
      action: "created",
      recordId: (answer?.id as number) ?? null,
      summary: `Created ${noun} ${recordName(answer)}`.trim(),
    }),
    [`PUT ${base}/:id`]: ({ params, body, answer }) => ({
      kind,
      action: "updated",
      recordId: params.id ?? null,
      summary: updatedSummary(noun, recordName(answer, params.id), body),
    }),
  };
  if (remove)
    entries[`DELETE ${base}/:id`] = ({ params }) => ({ kind, action: "deleted", recordId: params.id ?? null, summary: `Deleted ${noun} #${params.id}` });
  return entries;
}

/** The order form names the player by first and last name, not `name`. */
const customerOf = (form: Record<string, unknown> | undefined): string => {
  const name = [text(form?.firstName), text(form?.lastName)].join(" ").trim();
  return name ? quoted(name) : recordName(form);
};

export const ROUTE_ACTIVITIES: Record<string, RouteEntry> = {
  "POST /api/login": { use: "not-a-change", why: "signing in changes no business record (last sign-in shows in Users)" },
  "POST /api/logout": { use: "not-a-change", why: "ends the caller's own session" },
  "POST /api/webhooks/stripe": NOT_AN_ADMIN_CHANGE,
  "POST /api/webhooks/mailjet/:secret?": NOT_AN_ADMIN_CHANGE,
  "POST /api/webhooks/resend": NOT_AN_ADMIN_CHANGE,
  "POST /api/webhooks/shippo/:token": NOT_AN_ADMIN_CHANGE,
  "POST /api/subscribers/unsubscribe": NOT_AN_ADMIN_CHANGE,
  "POST /api/subscribers/resubscribe": NOT_AN_ADMIN_CHANGE,
  "PUT /api/objects/upload/:id": { use: "not-a-change", why: "bytes for an upload ticket; the image is recorded where it is used" },
  "POST /api/objects/upload": { use: "not-a-change", why: "issues an upload ticket; nothing is stored yet" },
  "POST /api/marketing/test-mail": { use: "not-a-change", why: "sends a test message; no record changes" },
  "POST /api/marketing/preview": { use: "not-a-change", why: "renders a campaign for the admin's eyes; nothing is sent or stored" },
  "POST /api/marketing/test-campaign": { use: "not-a-change", why: "sends one test copy to the owner; no record changes" },

  // Users
  "POST /api/user/password": () => ({ kind: "users", action: "changed own password", recordId: null, summary: "Changed their own password" }),
  "POST /api/users": ({ answer }) => {
    const user = answer?.user as Record<string, unknown> | undefined;
    return { kind: "users", action: "added admin", recordId: text(user?.username) || null, summary: `Added admin ${recordName(user)}` };
  },
  "POST /api/users/:id/password": ({ params }) => ({
    kind: "users",
    action: "reset password",
    recordId: params.id ?? null,
    summary: `Reset the password of user #${params.id}`,
  }),
  "DELETE /api/users/:id": ({ params }) => ({ kind: "users", action: "removed admin", recordId: params.id ?? null, summary: `Removed user #${params.id}` }),
  "POST /api/users/:id/make-owner": ({ params }) => ({
    kind: "users",
    action: "made owner",
    recordId: params.id ?? null,
    summary: `Made user #${params.id} the owner`,
  }),

  // The public site's content
  "POST /api/content": ({ answer }) => ({
    kind: "content",
    action: "created",
    recordId: text(answer?.section) || null,
    summary: `Created section ${recordName(answer)}`,
  }),
  "PUT /api/content/sections": ({ body }) => {
    const sections = (Array.isArray(body?.sections) ? body.sections : []) as { section?: unknown }[];
    const names = sections.map((change) => text(change.section)).filter(Boolean);
    return { kind: "content", action: "updated", recordId: names.length === 1 ? names[0]! : null, summary: `Updated sections ${names.join(", ")}` };
  },
  "PUT /api/content/:id": ({ params, body, answer }) => ({
    kind: "content",
    action: "updated",
    recordId: text(answer?.section) || params.id || null,
    summary: updatedSummary("section", recordName(answer, params.id), body),
  }),
  ...crud("content", "testimonial", "/api/testimonials"),
  ...crud("content", "service", "/api/services", false),
  ...crud("content", "featured item", "/api/featured", false),
  ...crud("content", "event image", "/api/event-images"),
  ...crud("content", "social link", "/api/social-links"),
  ...crud("content", "shop product", "/api/shop-products"),
  ...crud("payments", "payment link", "/api/payment-settings"),
  "PUT /api/admin/upload-image": ({ answer }) => ({
    kind: "content",
    action: "image saved",
    recordId: null,
    summary: `Saved image ${text(answer?.url)}`.trim(),
  }),
  "POST /api/upload": ({ answer }) => ({ kind: "content", action: "image uploaded", recordId: null, summary: `Uploaded image ${text(answer?.url)}`.trim() }),

  // Inventory
  "POST /api/inventory": ({ answer }) => ({
    kind: "inventory",
    action: "created",
    recordId: (answer?.id as number) ?? null,
    summary: `Created item ${recordName(answer)}`,
  }),
  "PATCH /api/inventory/:id": ({ params, body, answer }) => ({
    kind: "inventory",
    action: "updated",
    recordId: params.id ?? null,
    summary: updatedSummary("item", recordName(answer, params.id), body),
  }),
  "DELETE /api/inventory/:id": ({ params }) => ({ kind: "inventory", action: "deleted", recordId: params.id ?? null, summary: `Deleted item #${params.id}` }),
  "POST /api/inventory/bulk-update": ({ body, answer }) => ({
    kind: "inventory",
    action: "bulk update",
    recordId: null,
    summary: `Bulk update of ${answer?.count ?? 0} items in ${text(body?.category)}: ${changedFields(body)}`,
  }),
  "POST /api/inventory/batch-import": ({ answer }) => ({
    kind: "inventory",
    action: "imported",
    recordId: null,
    summary: `Imported ${answer?.count ?? 0} items from CSV`,
  }),

  // Customers
  "POST /api/customers": ({ answer }) => ({
    kind: "customers",
    action: "created",
    recordId: (answer?.id as number) ?? null,
    summary: `Created customer ${recordName(answer)}`,
  }),
  "PATCH /api/customers/:id": ({ params, body, answer }) => ({
    kind: "customers",
    action: "updated",
    recordId: params.id ?? null,
    summary: updatedSummary("customer", recordName(answer, params.id), body),
  }),
  "DELETE /api/customers/:id": ({ params }) => ({
    kind: "customers",
    action: "deleted",
    recordId: params.id ?? null,
    summary: `Deleted customer #${params.id}`,
  }),
  "POST /api/customers/:id/images": ({ params }) => ({
    kind: "customers",
    action: "pocket image added",
    recordId: params.id ?? null,
    summary: `Added a pocket image to customer #${params.id}`,
  }),
  "POST /api/customers/:id/remove-image": ({ params }) => ({
    kind: "customers",
    action: "pocket image removed",
    recordId: params.id ?? null,
    summary: `Removed a pocket image from customer #${params.id}`,
  }),

  // Orders, their payment and labels
  "POST /api/orders": ({ answer, body }) => ({
    kind: "orders",
    action: "created",
    recordId: (answer?.id as number) ?? null,
    summary: `Created order #${answer?.id} for ${customerOf(body)}`,
  }),
  "POST /api/orders/:id/reorder": ({ params, answer }) => ({
    kind: "orders",
    action: "created",
    recordId: (answer?.id as number) ?? null,
    summary: `Created order #${answer?.id} like order #${params.id}`,
  }),
  "PATCH /api/orders/:id": {
    use: "subscriber",
    why: "order.status_changed's (or order.promise_moved's, or order.pocket_changed's) activity subscriber writes the row with the change (a carrier's scan writes none)",
  },
  "POST /api/orders/:id/receive": {
    use: "subscriber",
    why: "order.received's activity subscriber writes the row with the receipt (none when it was received before)",
  },
  "PATCH /api/orders/:id/shipping": { use: "subscriber", why: "order.shipping_updated's activity subscriber writes the row with the change" },
  "PATCH /api/orders/:id/payment": {
    use: "subscriber",
    why: "payment.recorded's activity subscriber writes the row with the change, with the amount recorded (a provider's payment writes none)",
  },
  "PATCH /api/orders/:id/price": { use: "subscriber", why: "order.price_set's activity subscriber writes the row with the change" },
  "POST /api/orders/:id/notes": { use: "subscriber", why: "order.note_added's activity subscriber writes the row with the note" },
  "POST /api/orders/:id/charges": { use: "subscriber", why: "charge.proposed's activity subscriber writes the row with the charge" },
  "POST /api/orders/:id/charges/:chargeId/withdraw": { use: "subscriber", why: "charge.withdrawn's activity subscriber writes the row with the change" },
  "POST /api/track/:token/charges/:chargeId/approve": NOT_AN_ADMIN_CHANGE,
  "POST /api/track/:token/charges/:chargeId/decline": NOT_AN_ADMIN_CHANGE,
  "POST /api/track/:token/checkout": NOT_AN_ADMIN_CHANGE,
  "DELETE /api/orders/:id": ({ params }) => ({ kind: "orders", action: "deleted", recordId: params.id ?? null, summary: `Deleted order #${params.id}` }),
  ...Object.fromEntries(
    ["create-label", "create-dual-labels", "create-return-label", "create-outbound-label", "simple/return", "simple/outbound"].map((route) => [
      `POST /api/shipping/${route}/:id`,
      LABELS_BY_SUBSCRIBER,
    ]),
  ),
  "POST /api/shipping/labels/:id/void": { use: "subscriber", why: "label.voided's activity subscriber writes the row with the void and its refund" },

  // Subscribers, messages, campaigns
  "POST /api/subscribers": ({ answer }) => ({
    kind: "subscribers",
    action: "added",
    recordId: text(answer?.email) || null,
    summary: `Added subscriber ${recordName(answer)}`,
  }),
  "PATCH /api/subscribers/:id/unsubscribe": ({ params, answer }) => ({
    kind: "subscribers",
    action: "unsubscribed",
    recordId: params.id ?? null,
    summary: `Unsubscribed ${recordName(answer, params.id)}`,
  }),
  "POST /api/contacts": ({ answer }) => ({
    kind: "messages",
    action: "created",
    recordId: (answer?.id as number) ?? null,
    summary: `Created message from ${recordName(answer)}`,
  }),
  "PATCH /api/contacts/:id": ({ params, body, answer }) => ({
    kind: "messages",
    action: body?.responded ? "marked responded" : "marked not responded",
    recordId: params.id ?? null,
    summary: `Message ${recordName(answer, params.id)} marked ${body?.responded ? "responded" : "not responded"}`,
  }),
  "POST /api/marketing/send-campaign": ({ body, answer }) => ({
    kind: "campaigns",
    action: "queued",
    recordId: (answer?.campaignId as number) ?? null,
    summary: `Queued campaign ${quoted(text(body?.subject))} to ${answer?.recipientCount ?? 0} subscribers`,
  }),

  // Settings
  "PUT /api/shipping/settings": ({ body }) => ({
    kind: "settings",
    action: "shipping updated",
    recordId: null,
    summary: `Shipping settings: ${changedFields(body)}`,
  }),
  "PUT /api/shipping/settings/shippo-key": () => ({ kind: "settings", action: "Shippo key saved", recordId: null, summary: "Saved a Shippo API key" }),
  "DELETE /api/shipping/settings/shippo-key": () => ({ kind: "settings", action: "Shippo key removed", recordId: null, summary: "Removed the Shippo API key" }),
  "POST /api/config/mailjet": ({ body }) => ({
    kind: "settings",
    action: "mail service saved",
    recordId: null,
    summary: `Mailjet settings: ${changedFields(body)}`,
  }),
  "POST /api/config/contact-email": ({ body }) => ({
    kind: "settings",
    action: "mail service saved",
    recordId: null,
    summary: `Contact-form mail settings: ${changedFields(body)}`,
  }),
  "POST /api/config/mail": ({ body }) => ({ kind: "settings", action: "owner e-mail saved", recordId: null, summary: `Owner e-mail: ${changedFields(body)}` }),
  "POST /api/jobs/failed/:id/retry": ({ params }) => ({
    kind: "settings",
    action: "job retried",
    recordId: params.id ?? null,
    summary: `Retried failed job ${params.id}`,
  }),
  "PUT /api/materials/rules": ({ body }) => ({
    kind: "inventory",
    action: "materials rules updated",
    recordId: null,
    summary: `Materials rules: ${Array.isArray(body) ? body.length : 0} rule${Array.isArray(body) && body.length === 1 ? "" : "s"}`,
  }),
  "PUT /api/settings/workshop": ({ body }) => ({
    kind: "settings",
    action: "workshop updated",
    recordId: null,
    summary: `Workshop settings: ${changedFields(body)}`,
  }),
  "PUT /api/settings/workshop/digest": ({ body }) => ({
    kind: "settings",
    action: "morning digest updated",
    recordId: null,
    summary: `Morning digest: ${changedFields(body)}`,
  }),
  "POST /api/workshop/calendar-feed": () => ({
    kind: "settings",
    action: "calendar link made",
    recordId: null,
    summary: "Made a new calendar feed link; any earlier link stopped working",
  }),
  "DELETE /api/workshop/calendar-feed": () => ({
    kind: "settings",
    action: "calendar link turned off",
    recordId: null,
    summary: "Turned off the calendar feed link",
  }),
  "PUT /api/settings/activity": ({ body }) => ({
    kind: "settings",
    action: "retention changed",
    recordId: null,
    summary: `Activity kept for ${body?.retentionDays} days`,
  }),
};
