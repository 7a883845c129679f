/** @module Page-wide base styles: box sizing, the system font, focus rings. */
import { globalStyle } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle(":root", { colorScheme: "light" });
globalStyle(":root.dark", { colorScheme: "dark" });
globalStyle(":root:not(.light)", { "@media": { "(prefers-color-scheme: dark)": { colorScheme: "dark" } } });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  scrollBehavior: "smooth",
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("img, svg, picture", { display: "block", maxWidth: "100%" });

globalStyle("h1, h2, h3, h4", { fontFamily: vars.font.heading, lineHeight: 1.2 });

globalStyle("a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible", {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});
