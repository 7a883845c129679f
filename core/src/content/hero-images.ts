/**
 * The hero's two pictures (docs/rules/public-site.md, Hero: a smaller one below 640 px). The
 * wide one is hero-heading's image; the owner may give the narrow one its
 * own section, `hero-image-mobile`. Without it, a wide picture the owner
 * chose is used on phones too, rather than the stock narrow one, which
 * would show a different scene.
 */
export const HERO_MOBILE_SECTION = "hero-image-mobile";
export const HERO_IMAGE_DEFAULT = "/images/hero.svg";
export const HERO_MOBILE_IMAGE_DEFAULT = "/images/hero-mobile.svg";

export function heroMobileImage(desktop: string, mobile: string | null | undefined): string {
  if (mobile) return mobile;
  return desktop === HERO_IMAGE_DEFAULT ? HERO_MOBILE_IMAGE_DEFAULT : desktop;
}
