/**
 * The public site's built-in defaults (docs/rules/content.md, Built-in defaults). The first start seeds
 * them as real rows so the owner edits real content, and the site falls back
 * to them when a read fails.
 */
import type { ContentSection } from "./content-section.ts";

export type ContentSectionDefaults = Pick<ContentSection, "section" | "title" | "content" | "imageUrl" | "founderName" | "founderTitle">;

export const BUSINESS_NAME = "StringMaster Pro";

/** A placeholder store address (a reserved example domain), until the owner enters theirs. */
export const DEFAULT_SHOP_URL = "https://store.example.com";

const section = (fields: Partial<ContentSectionDefaults> & { section: string }): ContentSectionDefaults => ({
  title: null,
  content: null,
  imageUrl: null,
  founderName: null,
  founderTitle: null,
  ...fields,
});

export const defaultContentSections: readonly ContentSectionDefaults[] = [
  section({
    section: "hero-heading",
    title: "Professional Lacrosse Stringing Services",
    content:
      "Premium custom pockets for every player, from beginners to professionals. Ship us your head and get it back strung to your spec within 2-3 business days.",
    imageUrl: "/images/hero.svg",
  }),
  section({
    section: "stringmaster-pro",
    title: "Meet the Stringer",
    content:
      "Every head is strung by hand by a former college player who has strung thousands of pockets for youth, high school, college and professional players. Each pocket is broken in, tested for hold and release, and checked for legality before it ships.",
    imageUrl: "/images/about.svg",
    founderName: "Alex Morgan",
    founderTitle: "Founder & Lead Stringer",
  }),
  section({ section: "about-heading", title: "About StringMaster Pro" }),
  section({
    section: "about-content",
    content:
      "Our philosophy is simple: a pocket should fit the player, not the other way around. We talk through your position, your style and your head before we string, so your stick throws and catches the way you play.",
  }),
  section({
    section: "contact-info",
    title: "Get in Touch",
    content: "Phone: (555) 123-4567\nEmail: info@stringmasterpro.com\nAddress: 123 Lacrosse Lane, Baltimore, MD 21201",
    founderName: "123 Lacrosse Lane|Baltimore, MD 21201",
    founderTitle: "(555) 123-4567|Mon-Fri 9am to 6pm|info@stringmasterpro.com",
  }),
  // Where Shop Now leads; seeded so the button shows on a fresh install (the owner replaces it).
  section({ section: "shop-url", content: DEFAULT_SHOP_URL }),
];

export type ServiceDefaults = {
  name: string;
  icon: "exchange-alt" | "bolt" | "star";
  description: string;
  features: string[];
  price: number;
  priceDisplay: string;
  iconBg: "primary" | "secondary" | "accent";
};

export const defaultServices: readonly ServiceDefaults[] = [
  {
    name: "Traditional Pocket",
    icon: "exchange-alt",
    description: "Classic leather and crosslace pockets strung for feel, hold and a consistent release.",
    features: ["Hand-laced leathers or hard mesh", "Custom shooter setup", "Broken in and game ready"],
    price: 0,
    priceDisplay: "Contact for pricing",
    iconBg: "primary",
  },
  {
    name: "Mesh Pocket",
    icon: "bolt",
    description: "Modern mesh pockets with the channel, hold and whip set to your position.",
    features: ["High, mid or low pocket", "Channel tuned for quick release", "Sidewall and shooters included"],
    price: 0,
    priceDisplay: "Contact for pricing",
    iconBg: "secondary",
  },
  {
    name: "Pro Custom Stringing",
    icon: "star",
    description: "A one-on-one consultation and a fully custom pocket built around how you play.",
    features: ["Consultation on pocket and position", "Custom colours and shooters", "Priority turnaround"],
    price: 0,
    priceDisplay: "Contact for pricing",
    iconBg: "accent",
  },
];

export type FeaturedItemDefaults = { name: string; description: string; price: number; priceDisplay: string; image: string };

export const defaultFeaturedItems: readonly FeaturedItemDefaults[] = [
  {
    name: "Premium Mesh Pocket",
    description: "A mid pocket in hard mesh with a tight channel and two nylon shooters.",
    price: 0,
    priceDisplay: "Contact for pricing",
    image: "/images/featured-mesh.svg",
  },
  {
    name: "Traditional Pocket",
    description: "Hand-laced leathers and crosslace, broken in for a soft, consistent feel.",
    price: 0,
    priceDisplay: "Contact for pricing",
    image: "/images/featured-traditional.svg",
  },
  {
    name: "Pro Custom Goalie Head",
    description: "A goalie pocket with a wide channel for controlled clears.",
    price: 0,
    priceDisplay: "Contact for pricing",
    image: "/images/featured-goalie.svg",
  },
];

export type EventImageDefaults = { title: string; description: string; imageUrl: string; order: number };

export const defaultEventImages: readonly EventImageDefaults[] = [
  {
    title: "Summer Tournament Stringing Tent",
    description: "Re-strings and tune-ups between games at the summer showcase.",
    imageUrl: "/images/event-1.svg",
    order: 0,
  },
  {
    title: "Youth Clinic",
    description: "Teaching young players how pockets work and how to keep them in shape.",
    imageUrl: "/images/event-2.svg",
    order: 1,
  },
  {
    title: "College Team Day",
    description: "A full roster of heads strung for the season opener.",
    imageUrl: "/images/event-3.svg",
    order: 2,
  },
];

export type TestimonialDefaults = {
  name: string;
  position: string;
  company: string;
  content: string;
  rating: number;
  imageUrl: string | null;
};

export const defaultTestimonial: TestimonialDefaults = {
  name: "Jake Thompson",
  position: "Attack",
  company: "Varsity Lacrosse",
  content: "Best pocket I have ever used. The hold is perfect and it throws exactly the same every time. Turnaround was faster than promised.",
  rating: 5,
  imageUrl: null,
};
