/**
 * @module The frame every inline icon is drawn in (24×24, stroked with the
 * current text colour). Icons ship as components; nothing is fetched.
 */
import type { ReactNode, SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  size?: number;
  /** A text alternative; without it the icon is decorative and hidden. */
  title?: string;
}

export function SvgIcon({ size = 20, title, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? "img" : undefined}
      aria-label={title || undefined}
      aria-hidden={title ? undefined : true}
      {...props}
    >
      {children}
    </svg>
  );
}
