/**
 * @module Which requests read the public content and which write it: the
 * reads of the public site's spec (§7) and the rendered `/`, and the admin
 * routes that change what they answer.
 */

/** The resources behind the public reads; a write under any of them changes the public content. */
const PUBLIC_RESOURCES = ["content", "services", "featured", "event-images", "testimonials", "social-links", "shop-products", "payment-settings"];

const CACHED_READ = new RegExp(`^/api/(?:content/section/[^/]+|${PUBLIC_RESOURCES.filter((r) => r !== "content").join("|")})$`);
const CONTENT_WRITE = new RegExp(`^/api/(?:${PUBLIC_RESOURCES.join("|")})(?:/|$)`);

/** A read whose anonymous answer is the same for everyone until the content changes. */
export function isCachedPublicPath(path: string): boolean {
  return isPublicPage(path) || CACHED_READ.test(path);
}

/** The rendered `/`, which reads nothing of the query string. */
export function isPublicPage(path: string): boolean {
  return path === "/" || path === "/index.html";
}

/** A request that may change the public content (the write itself may still fail). */
export function isContentWrite(method: string, path: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && CONTENT_WRITE.test(path);
}
