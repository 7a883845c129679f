/**
 * @module Toast titles are in sentence case ("Featured item added"); nouns
 * shared with Title Case headings and buttons ("Featured Item") go through
 * this first.
 */
export const sentenceCase = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
