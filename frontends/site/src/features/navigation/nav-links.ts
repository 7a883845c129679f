/** @module The navigation bar's section links, in order (docs/rules/public-site.md, Navigation). */

export interface NavLink {
  label: string;
  /** Section id, or `null` for Home (top of the page). */
  target: string | null;
}

export const NAV_LINKS: readonly NavLink[] = [
  { label: "Home", target: null },
  { label: "Services", target: "services" },
  { label: "Shop", target: "shop" },
  { label: "About", target: "about" },
  { label: "Testimonials", target: "testimonials" },
  { label: "Contact", target: "contact" },
];
