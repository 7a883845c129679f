/**
 * @module The landing page's anchored sections in page order (public spec
 * §2). Placeholders until their features are built; each keeps its anchor.
 */
export interface LandingSection {
  id: string;
  title: string;
  subtitle?: string;
}

export const LANDING_SECTIONS: readonly LandingSection[] = [
  { id: "services", title: "Our Services", subtitle: "Custom Stringing Solutions" },
  { id: "featured", title: "Featured Work" },
  { id: "shop", title: "Shop" },
  { id: "testimonials", title: "Testimonials" },
  { id: "about", title: "About" },
  { id: "order", title: "Place Your Order" },
  { id: "newsletter", title: "Newsletter" },
  { id: "contact", title: "Contact Us" },
];
