/**
 * @module Gives the shared token contract its values: light on `:root`,
 * dark colours on `:root.dark` (the admin's theme switch sets the class).
 */
import { createGlobalTheme } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";
import { darkColors, lightTheme } from "@stringing/ui/theme-values";

createGlobalTheme(":root", vars, lightTheme);
createGlobalTheme(":root.dark", vars.color, darkColors);
