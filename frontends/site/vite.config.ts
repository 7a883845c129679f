/** @module The `site` remote: the visitors' landing page, and the customer's order status page (`./TrackPage`). */
import { sharedSingletons } from "../federation-config.ts";
import { remoteViteConfig } from "../remote-vite-config.ts";

export default remoteViteConfig("site", {
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
