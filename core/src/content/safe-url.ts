/**
 * Links and images saved through the admin end up in `href` and `src`
 * attributes of the public page, so only web addresses are accepted:
 * never `javascript:`, `data:` or any other scheme.
 */

// Whitespace and control characters are refused outright: URL parsers strip
// some of them (so "java\tscript:" would parse as "javascript:"), and a real
// link never needs them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point of this pattern.
const unsafeCharacters = /[\s\u0000-\u001f\u007f\\]/;

/** An absolute http(s) URL with a host. The text is kept as typed, so placeholders like `{amount}` survive. */
export function isHttpUrl(text: string): boolean {
  if (unsafeCharacters.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

/**
 * A path on this site, such as `/images/hero.svg` or `/objects/…`. A leading
 * `//` would make it protocol-relative (another site), so it is refused.
 */
export function isSitePath(text: string): boolean {
  return text.startsWith("/") && !text.startsWith("//") && !unsafeCharacters.test(text);
}

/** Where an image may come from: the web or this site's own files and uploads. */
export function isImageUrl(text: string): boolean {
  return isHttpUrl(text) || isSitePath(text);
}
