import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_PUBLIC_FORM_LIMIT } from "@stringing/core/shared/public-form-limit";
import { DEFAULT_SESSION_IDLE_TIMEOUT_MS } from "@stringing/core/auth/session-policy";
import { passwordProblem } from "@stringing/core/auth/password-rule";
import { validEmail } from "@stringing/core/marketing/email-address";
import { readPublicUrl } from "./link-origin.ts";
import { readTrustedProxies, type TrustedProxies } from "./middleware/client-address.ts";
import type { FrontendRoots } from "./pages/frontend-routes.ts";

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** The proxies in front of the server (TRUST_PROXY), or null: X-Forwarded-* headers are believed only behind them. */
  trustProxy: TrustedProxies | null;
  appSecretKey: string | undefined;
  publicUrl: string | undefined;
  /** Requests a minute each public form takes from one address (PUBLIC_FORM_LIMIT, default 10). */
  publicFormLimit: number;
  mailjetBaseUrl: string | undefined;
  /** Resend's API key (RESEND_API_KEY): mail goes through Resend while no Mailjet settings are saved. */
  resendApiKey: string | undefined;
  /** Resend's API base URL (RESEND_API_URL); default https://api.resend.com. Tests point it at a fake. */
  resendBaseUrl: string | undefined;
  /** MAIL_PROVIDER=file: the `.eml` files count as a configured mail service (campaigns allowed), for development and tests. */
  mailProvider: "file" | undefined;
  /** The sender address of mail through Resend or the files (MAIL_FROM); Mailjet sends from its saved address. */
  mailFrom: string | undefined;
  /** The signing secret of the Stripe webhook endpoint (STRIPE_WEBHOOK_SECRET); without it POST /api/webhooks/stripe is a 404. */
  stripeWebhookSecret: string | undefined;
  /** Stripe's secret key (STRIPE_SECRET_KEY): the status page's Pay button opens a Stripe Checkout Session for the balance; without it, the service's payment link. */
  stripeSecretKey: string | undefined;
  /** Stripe's API base URL (STRIPE_API_URL), an http(s) origin; default https://api.stripe.com. Tests point it at a fake. */
  stripeBaseUrl: string | undefined;
  /** Shippo's API key (SHIPPO_API_KEY): real labels through Shippo while no key is saved in Settings; without either, test labels. */
  shippoApiKey: string | undefined;
  /** Shippo's API base URL (SHIPPO_API_URL); default https://api.goshippo.com. Tests point it at a fake. */
  shippoBaseUrl: string | undefined;
  /** The secret token in the tracking webhook's URL, /api/webhooks/shippo/<token> (SHIPPO_WEBHOOK_TOKEN); else one drawn and shown in Settings. */
  shippoWebhookToken: string | undefined;
  /** The secret in Mailjet's event callback URL, /api/webhooks/mailjet/<secret> (MAILJET_WEBHOOK_SECRET, at least 16 characters); without it that route is a 404. */
  mailjetWebhookSecret: string | undefined;
  /** The whsec_… signing secret of the Resend webhook endpoint (RESEND_WEBHOOK_SECRET); without it POST /api/webhooks/resend is a 404. */
  resendWebhookSecret: string | undefined;
  /** A session unused for this long ends (SESSION_IDLE_TIMEOUT_HOURS, default 12 hours). */
  sessionIdleTimeoutMs: number;
  /** The bucket for uploads and labels (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); without it they stay under DATA_DIR. */
  s3: S3Config | undefined;
  frontend: FrontendRoots;
};

export type S3Config = { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined };

const HOUR_MS = 60 * 60 * 1000;

/** S3_BUCKET turns the bucket on; the other S3_ variables without it are a mistake worth stopping for. */
function readS3Config(env: Record<string, string | undefined>): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value("S3_BUCKET");
  const others = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => value(name));
  if (!bucket) {
    if (others.length > 0) throw new Error(`S3_BUCKET must be set to use ${others.join(", ")}`);
    return undefined;
  }
  const endpoint = value("S3_ENDPOINT");
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) origin such as https://s3.example.com, got "${endpoint}"`);
  const accessKeyId = value("S3_ACCESS_KEY_ID");
  const secretAccessKey = value("S3_SECRET_ACCESS_KEY");
  if (!accessKeyId !== !secretAccessKey)
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials");
  return { bucket, endpoint: endpoint?.replace(/\/$/, ""), region: value("S3_REGION") ?? "us-east-1", accessKeyId, secretAccessKey };
}
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Every environment variable the server reads; the README lists the same. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const idleHours = env.SESSION_IDLE_TIMEOUT_HOURS ? Number(env.SESSION_IDLE_TIMEOUT_HOURS) : DEFAULT_SESSION_IDLE_TIMEOUT_MS / HOUR_MS;
  if (!Number.isFinite(idleHours) || idleHours <= 0) {
    throw new Error(`SESSION_IDLE_TIMEOUT_HOURS must be a positive number of hours, got "${env.SESSION_IDLE_TIMEOUT_HOURS}"`);
  }
  const publicFormLimit = env.PUBLIC_FORM_LIMIT ? Number(env.PUBLIC_FORM_LIMIT) : DEFAULT_PUBLIC_FORM_LIMIT;
  if (!Number.isSafeInteger(publicFormLimit) || publicFormLimit < 1) {
    throw new Error(`PUBLIC_FORM_LIMIT must be a whole number of requests a minute, at least 1, got "${env.PUBLIC_FORM_LIMIT}"`);
  }
  const adminPasswordProblem = env.ADMIN_PASSWORD ? passwordProblem(env.ADMIN_PASSWORD) : undefined;
  if (adminPasswordProblem) throw new Error(`ADMIN_PASSWORD breaks the password rule: ${adminPasswordProblem}`);
  const mailProvider = env.MAIL_PROVIDER?.trim() || undefined;
  if (mailProvider !== undefined && mailProvider !== "file") throw new Error(`MAIL_PROVIDER must be "file" or unset, got "${env.MAIL_PROVIDER}"`);
  const mailFrom = env.MAIL_FROM?.trim() || undefined;
  if (mailFrom !== undefined && !validEmail("").safeParse(mailFrom).success) throw new Error(`MAIL_FROM must be an e-mail address, got "${env.MAIL_FROM}"`);
  const shippoWebhookToken = env.SHIPPO_WEBHOOK_TOKEN?.trim() || undefined;
  if (shippoWebhookToken !== undefined && !/^[A-Za-z0-9_-]{32,200}$/.test(shippoWebhookToken)) {
    throw new Error("SHIPPO_WEBHOOK_TOKEN must be 32 to 200 letters, digits, _ or -, e.g. from `openssl rand -hex 24`");
  }
  const mailjetWebhookSecret = env.MAILJET_WEBHOOK_SECRET?.trim() || undefined;
  if (mailjetWebhookSecret !== undefined && !/^[A-Za-z0-9._~-]{16,200}$/.test(mailjetWebhookSecret)) {
    throw new Error("MAILJET_WEBHOOK_SECRET must be 16 to 200 URL-safe characters (letters, digits, . _ ~ -), e.g. from `openssl rand -hex 24`");
  }
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  if (stripeSecretKey !== undefined && !/^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/.test(stripeSecretKey)) {
    throw new Error("STRIPE_SECRET_KEY must be a secret key as Stripe shows it (sk_live_…, sk_test_…, or a restricted rk_…), not the publishable pk_… key");
  }
  const stripeBaseUrl = env.STRIPE_API_URL?.trim() || undefined;
  if (stripeBaseUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(stripeBaseUrl)) {
    throw new Error(`STRIPE_API_URL must be an http(s) origin such as https://api.stripe.com, got "${stripeBaseUrl}"`);
  }
  const resendWebhookSecret = env.RESEND_WEBHOOK_SECRET?.trim() || undefined;
  if (resendWebhookSecret !== undefined && !/^whsec_[A-Za-z0-9+/=]{20,}$/.test(resendWebhookSecret)) {
    throw new Error("RESEND_WEBHOOK_SECRET must be the endpoint's signing secret as Resend shows it (whsec_…)");
  }
  return {
    host: env.HOST || "127.0.0.1",
    port,
    dataDir: resolve(env.DATA_DIR || ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: readTrustedProxies(env.TRUST_PROXY),
    appSecretKey: env.APP_SECRET_KEY || undefined,
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    publicFormLimit,
    mailjetBaseUrl: env.MAILJET_API_URL || undefined,
    resendApiKey: env.RESEND_API_KEY?.trim() || undefined,
    resendBaseUrl: env.RESEND_API_URL?.trim() || undefined,
    mailProvider,
    mailFrom,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    stripeSecretKey,
    stripeBaseUrl,
    shippoApiKey: env.SHIPPO_API_KEY?.trim() || undefined,
    shippoBaseUrl: env.SHIPPO_API_URL?.trim() || undefined,
    shippoWebhookToken,
    mailjetWebhookSecret,
    resendWebhookSecret,
    sessionIdleTimeoutMs: idleHours * HOUR_MS,
    s3: readS3Config(env),
    frontend: {
      shell: resolve(repoRoot, "frontends/shell/dist"),
      site: resolve(repoRoot, "frontends/site/dist"),
      admin: resolve(repoRoot, "frontends/admin/dist"),
      siteServer: resolve(repoRoot, "frontends/site/dist-server/render-landing-page.js"),
    },
  };
}
