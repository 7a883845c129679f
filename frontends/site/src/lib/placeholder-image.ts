/** @module The picture shown where an item has none (public spec §2, Featured Work). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";
