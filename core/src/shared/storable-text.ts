/**
 * Postgres text cannot hold NUL characters, and a lone UTF-16 surrogate has no
 * UTF-8 encoding. Finding them up front turns a would-be 500 into a clear 400.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters Postgres text cannot store.
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/**
 * The deepest nesting of arrays and objects a JSON body may have. Real bodies nest a few levels; a visitor's
 * 100,000-deep one must not reach code that walks it recursively (issue 31).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a parsed JSON value nests arrays and objects deeper than `limit`, found without recursion. */
export function nestsDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: { value: object; depth: number }[] = [];
  if (value !== null && typeof value === "object") stack.push({ value, depth: 1 });
  while (stack.length > 0) {
    const { value: container, depth } = stack.pop()!;
    if (depth > limit) return true;
    for (const item of Array.isArray(container) ? container : Object.values(container)) {
      if (item !== null && typeof item === "object") stack.push({ value: item, depth: depth + 1 });
    }
  }
  return false;
}

type Visit = { value: unknown; key: string; parent: Visit | undefined };

const pathOf = (visit: Visit | undefined): string => {
  const keys: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "(body)";
};

/**
 * Returns the dotted path of the first string that Postgres cannot store, or null. Walked with a stack, and each
 * path is spelled out only for the one found: any depth costs time linear in the body.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: "", parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    // An unstorable key is named by the path of the object holding it, checked just before its value (depth first).
    if (!isStorableText(visit.key)) return pathOf(visit.parent);
    const item = visit.value;
    if (typeof item === "string") {
      if (!isStorableText(item)) return pathOf(visit);
    } else if (item !== null && typeof item === "object") {
      const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) stack.push({ value: entries[index]![1], key: entries[index]![0], parent: visit });
    }
  }
  return null;
}
