/**
 * @module The theme preference as app state (a jotai atom in the shell's
 * store), and the effect that keeps <html>'s class in step with it and
 * with the system setting.
 */
import { atom, useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { DARK_QUERY, applyTheme, readThemePreference, resolveTheme, writeThemePreference, type ThemePreference } from "./theme-preference.ts";

const preferenceAtom = atom<ThemePreference>(readThemePreference());

export const themePreferenceAtom = atom(
  (get) => get(preferenceAtom),
  (_get, set, next: ThemePreference) => {
    writeThemePreference(next);
    set(preferenceAtom, next);
  },
);

export function useThemePreference() {
  return useAtom(themePreferenceAtom);
}

/** Applies the theme while mounted; takes the class off again when the admin area closes. */
export function useApplyTheme(): void {
  const preference = useAtomValue(themePreferenceAtom);
  useEffect(() => {
    const root = document.documentElement;
    const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : undefined;
    const update = () => applyTheme(root, resolveTheme(preference, media?.matches ?? false));
    update();
    media?.addEventListener("change", update);
    return () => {
      media?.removeEventListener("change", update);
      root.classList.remove("light", "dark");
    };
  }, [preference]);
}
