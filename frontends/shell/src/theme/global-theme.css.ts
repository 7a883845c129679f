/**
 * @module Gives the shared token contract its values: light on `:root`,
 * dark colours on `:root.dark` (the admin's theme switch sets the class),
 * and the same dark colours when the visitor's system prefers dark and no
 * class says light. The public page is rendered on the server and sets no
 * class, so it follows `prefers-color-scheme` from its first paint, in CSS
 * alone; the admin's `system` choice resolves to the same colours.
 */
import { assignVars, createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";
import { darkColors, lightTheme } from "@stringing/ui/theme-values";

createGlobalTheme(":root", vars, lightTheme);
createGlobalTheme(":root.dark", vars.color, darkColors);
globalStyle(":root:not(.light)", { "@media": { "(prefers-color-scheme: dark)": { vars: assignVars(vars.color, darkColors) } } });
