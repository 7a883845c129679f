/**
 * @module The token values. The shell's global CSS assigns `lightTheme` to
 * `:root` and `darkColors` to `:root.dark`; remotes only read `vars`.
 */
import type { vars } from "./theme.css.ts";

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type ThemeValues = Leaves<typeof vars>;

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const lightTheme: ThemeValues = {
  color: {
    brand: "#41B5B4",
    /** At least 4.5:1 on brandSoft too: the active sidebar link is brandStrong on brandSoft. */
    brandStrong: "#187675",
    brandSoft: "#E3F5F5",
    brandContrast: "#062726",
    background: "#FFFFFF",
    surface: "#FFFFFF",
    surfaceMuted: "#F4F7F8",
    text: "#14202B",
    textMuted: "#55626F",
    border: "#DCE3E8",
    focusRing: "#1C7C7B",
    danger: "#C62828",
    dangerContrast: "#FFFFFF",
    success: "#2E7D32",
    warning: "#B26A00",
    toast: "#14202B",
    toastText: "#F5F7F9",
    overlay: "rgba(10, 18, 26, 0.55)",
    badgeYellow: "#FEF3C7",
    badgeYellowText: "#854D0E",
    badgeBlue: "#DBEAFE",
    badgeBlueText: "#1E40AF",
    badgeGreen: "#DCFCE7",
    badgeGreenText: "#166534",
    badgePurple: "#EDE9FE",
    badgePurpleText: "#5B21B6",
    badgeRed: "#FEE2E2",
    badgeRedText: "#991B1B",
  },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "32px", xxl: "48px", xxxl: "64px" },
  radius: { sm: "4px", md: "8px", lg: "14px", full: "9999px" },
  font: {
    body: systemFont,
    heading: systemFont,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.25rem",
    xl: "1.5rem",
    xxl: "2rem",
    display: "clamp(2rem, 5vw + 1rem, 3.5rem)",
  },
  shadow: {
    sm: "0 1px 2px rgba(16, 24, 40, 0.08)",
    md: "0 4px 12px rgba(16, 24, 40, 0.12)",
    lg: "0 12px 32px rgba(16, 24, 40, 0.18)",
  },
};

export const darkColors: ThemeValues["color"] = {
  brand: "#41B5B4",
  brandStrong: "#6FD0CF",
  brandSoft: "#123435",
  brandContrast: "#062726",
  background: "#0E151B",
  surface: "#151F27",
  surfaceMuted: "#1B2731",
  text: "#E8EEF2",
  textMuted: "#9AA8B4",
  border: "#2A3945",
  focusRing: "#6FD0CF",
  danger: "#EF5350",
  dangerContrast: "#1A0505",
  success: "#66BB6A",
  warning: "#FFB74D",
  toast: "#263642",
  toastText: "#F5F7F9",
  overlay: "rgba(0, 0, 0, 0.65)",
  badgeYellow: "#3D3208",
  badgeYellowText: "#FDE68A",
  badgeBlue: "#172B4D",
  badgeBlueText: "#BFDBFE",
  badgeGreen: "#0F2E1B",
  badgeGreenText: "#BBF7D0",
  badgePurple: "#2A1B4A",
  badgePurpleText: "#DDD6FE",
  badgeRed: "#3B1212",
  badgeRedText: "#FECACA",
};
