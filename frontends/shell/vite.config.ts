/**
 * @module The host. Built to `dist/` for base `/`; it loads the `site` and
 * `admin` remotes lazily at run time. Dev: port 5173, proxying server paths
 * to the API on $API_PORT (default 3000).
 */
import { federation } from "@module-federation/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { DEV_PORTS, REMOTE_ENTRY_FILE, devOrigin, remoteBase, sharedSingletons, type RemoteName } from "../federation-config.ts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? "3000"}`;

/** Paths the API server answers; the dev server forwards them. */
const serverPaths = ["/api", "/uploads", "/objects", "/robots.txt", "/sitemap.xml"];

export default defineConfig(({ command }) => {
  const isBuild = command === "build";
  const remote = (name: RemoteName) => ({
    type: "module",
    name,
    entry: isBuild ? `${remoteBase(name)}${REMOTE_ENTRY_FILE}` : `${devOrigin(name)}/${REMOTE_ENTRY_FILE}`,
    entryGlobalName: name,
    shareScope: "default",
  });
  return {
    base: "/",
    plugins: [
      react(),
      vanillaExtractPlugin(),
      federation({
        name: "shell",
        // The host's own container entry, hashed under /assets/ like everything else.
        filename: "assets/shell-entry-[hash].js",
        remotes: { site: remote("site"), admin: remote("admin") },
        shared: sharedSingletons,
        // The default ("version-first") fetches every remote's entry at start-up.
        shareStrategy: "loaded-first",
        dts: false,
        // The federation runtime ships once, from here; the remotes reuse it.
        // Build only: in dev the option throws.
        ...(isBuild ? { experiments: { provideExternalRuntime: true } } : {}),
      }),
    ],
    server: {
      port: DEV_PORTS.shell,
      strictPort: true,
      proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
    },
    preview: { port: DEV_PORTS.shell },
    build: { outDir: "dist", emptyOutDir: true, target: "es2022", assetsDir: "assets" },
  };
});
