/**
 * Postgres text cannot hold NUL characters, and a lone UTF-16 surrogate has no
 * UTF-8 encoding. Finding them up front turns a would-be 500 into a clear 400.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters Postgres text cannot store.
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** Returns the dotted path of the first string that Postgres cannot store, or null. */
export function findUnstorableText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path || "(body)";
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return path || "(body)";
      const found = findUnstorableText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}
