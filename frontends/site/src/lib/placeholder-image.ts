/** @module The picture shown where an item has none (docs/rules/public-site.md, Featured Work). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";
