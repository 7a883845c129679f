import { describe, expect, it } from "vitest";
import { applyTheme, readThemePreference, resolveTheme, writeThemePreference } from "./theme-preference.ts";

describe("theme preference", () => {
  it("defaults to system and ignores junk in storage", () => {
    expect(readThemePreference()).toBe("system");
    localStorage.setItem("theme", "purple");
    expect(readThemePreference()).toBe("system");
  });

  it("is stored under the key theme", () => {
    writeThemePreference("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(readThemePreference()).toBe("dark");
  });

  it("follows the system setting only for system", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("sets exactly one of light or dark on the root element", () => {
    const root = document.documentElement;
    applyTheme(root, "dark");
    expect(root.classList.contains("dark")).toBe(true);
    applyTheme(root, "light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.classList.contains("light")).toBe(true);
  });
});
