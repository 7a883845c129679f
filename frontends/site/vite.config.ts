/** @module The `site` remote: the visitors' landing page, and the customer's order status page (`./TrackPage`). */
import { remoteViteConfig } from "../remote-vite-config.ts";

export default remoteViteConfig("site", {
  serverEntry: "src/app/render-landing-page.tsx",
  exposes: { "./TrackPage": "./src/app/track-app.tsx" },
});
