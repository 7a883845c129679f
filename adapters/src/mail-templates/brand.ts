/**
 * The brand's colours for mail, the same values as the site's light theme
 * (frontends/ui/src/theme-values.ts, which adapters may not import). Mail
 * clients ignore CSS variables and stylesheets, so the values are inlined.
 */
export const brand = {
  teal: "#41B5B4",
  tealStrong: "#1C7C7B",
  tealSoft: "#E3F5F5",
  onTeal: "#062726",
  page: "#F4F7F8",
  surface: "#FFFFFF",
  text: "#14202B",
  muted: "#55626F",
  border: "#DCE3E8",
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;
