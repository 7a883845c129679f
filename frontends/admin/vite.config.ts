/** @module The `admin` remote: the back office. */
import { remoteViteConfig } from "../remote-vite-config.ts";

export default remoteViteConfig("admin");
