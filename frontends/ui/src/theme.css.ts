/**
 * @module The design tokens' contract, shared by the shell and both remotes.
 *
 * The CSS variable names are fixed (`--st-color-brand`, …) rather than
 * hashed, so the shell and the separately built remotes all refer to the
 * same variables. The shell defines their values (see `theme-values.ts`).
 */
import { createGlobalThemeContract } from "@vanilla-extract/css";

const tokens = {
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    brandContrast: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    focusRing: null,
    danger: null,
    dangerContrast: null,
    success: null,
    warning: null,
    toast: null,
    toastText: null,
    overlay: null,
    badgeYellow: null,
    badgeYellowText: null,
    badgeBlue: null,
    badgeBlueText: null,
    badgeGreen: null,
    badgeGreenText: null,
    badgePurple: null,
    badgePurpleText: null,
    badgeRed: null,
    badgeRedText: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  shadow: { sm: null, md: null, lg: null },
} as const;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const vars = createGlobalThemeContract(tokens, (_value, path) => `st-${path.map(kebab).join("-")}`);
