/**
 * @module `GET /api/content/section/hero-heading` (docs/rules/public-site.md, Hero): the
 * hero's title, description and image. Any failure, a non-OK answer or a
 * missing field falls back silently to the built-in defaults; a section the
 * owner hid (`visible: false`) gives `null`: no hero, and no built-in text.
 */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { HERO_IMAGE_DEFAULT, HERO_MOBILE_IMAGE_DEFAULT } from "@stringing/core/content/hero-images";

export interface HeroContent {
  title: string;
  content: string;
  imageUrl: string;
}

const HERO_SECTION = "hero-heading";
export const HERO_PATH = `/api/content/section/${HERO_SECTION}`;

export const HERO_DEFAULTS: HeroContent = {
  title: "Professional Lacrosse Stringing Services",
  content: "Premium custom stringing for every player, from beginners to professionals. Mesh or traditional, dialled in for your position and your game.",
  imageUrl: HERO_IMAGE_DEFAULT,
};

/** The stock smaller picture used below 640 px (breakpoint 639); the owner may set their own (hero-images.ts). */
export const HERO_MOBILE_IMAGE = HERO_MOBILE_IMAGE_DEFAULT;

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/** Takes each field from the answer when it is usable, else the default; `null` when hidden. */
export function toHeroContent(data: unknown): HeroContent | null {
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  if (record.visible === false) return null;
  return {
    title: text(record.title) ?? HERO_DEFAULTS.title,
    content: text(record.content) ?? HERO_DEFAULTS.content,
    imageUrl: text(record.imageUrl) ?? HERO_DEFAULTS.imageUrl,
  };
}

export async function getHeroContent(signal?: AbortSignal): Promise<HeroContent | null> {
  try {
    return toHeroContent(await unwrap(api.content.section[":section"].$get({ param: { section: HERO_SECTION } }, withSignal(signal))));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Hero content unavailable, showing the defaults:", error);
    return HERO_DEFAULTS;
  }
}

export function useHeroContent() {
  return useQuery({ queryKey: [HERO_PATH], queryFn: ({ signal }) => getHeroContent(signal) });
}
