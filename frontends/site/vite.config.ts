/**
 * @module The `site` remote: the visitors' landing page, and the customer's
 * order status page (`./TrackPage`).
 *
 * `vite build --mode landing` builds instead the landing page's own browser
 * entry (decision record 0024): a plain Vite build, no federation, into
 * `dist/landing/` for `/remotes/site/landing/`, which hydrates the
 * server-rendered `/` without the shell. Run after the remote's build,
 * which empties `dist/`.
 */
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { remoteBase, sharedSingletons } from "../federation-config.ts";
import { remoteViteConfig } from "../remote-vite-config.ts";

/** Where the landing build goes, inside the remote's dist (so the API serves it with the remote's files). */
export const LANDING_DIR = "landing";

const federated = remoteViteConfig("site", {
  serverEntry: "src/app/render-landing-page.tsx",
  exposes: { "./TrackPage": "./src/app/track-app.tsx" },
  // Not jotai: no page of the site uses it (only the admin does).
  shared: Object.fromEntries(Object.entries(sharedSingletons).filter(([name]) => name !== "jotai")),
  chunkGroups: [
    // The federation runtime's glue and the map of the shared modules in one file instead of two. Not with the
    // page's code: that imports the shared wrappers, which wait (top-level await) for this runtime to start.
    { name: "mf-runtime", test: /node_modules[\\/]@module-federation[\\/]|localSharedImportMap/ },
  ],
});

/**
 * The landing page's entry and what it imports statically; what it loads on
 * demand (the order form, the forms' checks) stays in chunks of its own.
 * Same React and vanilla-extract plugins as the server bundle, so class
 * names match the server's HTML.
 */
function landingConfig(): UserConfig {
  return {
    base: `${remoteBase("site")}${LANDING_DIR}/`,
    // Short class names as in every production build: vanilla-extract picks them by mode, and this one is "landing".
    plugins: [react(), vanillaExtractPlugin({ identifiers: "short" })],
    build: {
      outDir: `dist/${LANDING_DIR}`,
      emptyOutDir: true,
      target: "es2022",
      manifest: true,
      rolldownOptions: {
        input: { landing: "src/app/landing-client.tsx" },
        // React in a file of its own: it changes far less often than the page, so a deploy leaves it cached.
        output: { codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
      },
    },
  };
}

export default defineConfig((env) => (env.mode === "landing" ? landingConfig() : federated(env)));
