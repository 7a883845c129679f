/** @module The `site` remote: the visitors' landing page. */
import { remoteViteConfig } from "../remote-vite-config.ts";

export default remoteViteConfig("site", { serverEntry: "src/app/render-landing-page.tsx" });
