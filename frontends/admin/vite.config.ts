/**
 * @module The `admin` remote (the back office). It exposes `./App`
 * and is built for base `/remotes/admin/`; in dev it runs on its own port
 * and the shell loads its entry from there.
 */
import { federation } from "@module-federation/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { DEV_PORTS, REMOTE_ENTRY_FILE, devOrigin, remoteBase, sharedSingletons } from "../federation-config.ts";

export default defineConfig(({ command }) => {
  const isBuild = command === "build";
  return {
    base: isBuild ? remoteBase("admin") : "/",
    plugins: [
      react(),
      vanillaExtractPlugin(),
      federation({
        name: "admin",
        filename: REMOTE_ENTRY_FILE,
        exposes: { "./App": "./src/app/app.tsx" },
        shared: sharedSingletons,
        shareStrategy: "loaded-first",
        dts: false,
        // Use the runtime the shell provides instead of shipping another copy.
        ...(isBuild ? { experiments: { externalRuntime: true } } : {}),
      }),
    ],
    server: { port: DEV_PORTS.admin, strictPort: true, origin: devOrigin("admin"), cors: true },
    // No page of its own: the federation plugin adds `remoteEntry.js` as the entry.
    build: { outDir: "dist", emptyOutDir: true, target: "es2022", rolldownOptions: { input: {} } },
  };
});
