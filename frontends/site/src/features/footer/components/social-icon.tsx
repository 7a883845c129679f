/**
 * @module The footer's social icons, inline (nothing fetched): only
 * facebook, instagram, twitter or x, and youtube have one (docs/rules/public-site.md, Footer);
 * any other platform shows none.
 */
import type { ReactNode } from "react";

export type SocialPlatform = "facebook" | "instagram" | "twitter" | "youtube";

export const SOCIAL_LABELS: Record<SocialPlatform, string> = { facebook: "Facebook", instagram: "Instagram", twitter: "X (Twitter)", youtube: "YouTube" };

/** The icon a platform name gets, case-insensitive; "x" is Twitter's. `null` for any other platform. */
export function socialPlatform(platform: string): SocialPlatform | null {
  const name = platform.trim().toLowerCase();
  if (name === "x" || name === "twitter") return "twitter";
  if (name === "facebook" || name === "instagram" || name === "youtube") return name;
  return null;
}

const paths: Record<SocialPlatform, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1Z" fill="currentColor" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </>
  ),
  twitter: <path d="M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.2L21 21h-4.6l-4.4-6.1L6.6 21H4l6.8-7.9Z" fill="currentColor" />,
  youtube: (
    <>
      <path
        d="M22 8.2c-.2-1.6-1.1-2.6-2.7-2.8C16.9 5.1 12 5.1 12 5.1s-4.9 0-7.3.3C3.1 5.6 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1.1 2.6 2.7 2.8 2.4.3 7.3.3 7.3.3s4.9 0 7.3-.3c1.6-.2 2.5-1.2 2.7-2.8.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8Z"
        fill="currentColor"
      />
      <path d="m10 15 5-3-5-3Z" fill="var(--st-color-toast)" />
    </>
  ),
};

export function SocialIcon({ platform, size = 20 }: { platform: SocialPlatform; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[platform]}
    </svg>
  );
}
