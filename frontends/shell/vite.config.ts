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

/**
 * Two chunks instead of eight: the federation runtime with the map of the
 * shared modules, and the shell's own code with the site's loader. They
 * stay apart because the shell's code imports the shared wrappers, which
 * wait (top-level await) for the runtime to start: in one chunk they would
 * wait for themselves. The admin's and the status page's loaders stay
 * out: `/` needs neither.
 */
const chunkGroups = [
  { name: "mf-runtime", test: /node_modules[\\/]@module-federation[\\/]|localSharedImportMap/ },
  {
    name: "shell",
    test: (id: string) =>
      /frontends[\\/](shell|ui)[\\/]src[\\/]|loadRemote__site_mf_1_App__|__prebuild__react_mf_2_dom__prebuild__/.test(id) &&
      !/admin-remote|main\.tsx|[\\/]theme[\\/]|theme\.css/.test(id),
  },
];

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
    build: {
      outDir: "dist",
      emptyOutDir: true,
      target: "es2022",
      assetsDir: "assets",
      // Fewer files before `/` can hydrate (the federation plugin keeps each
      // shared library's wrapper, the entries and its preload helper in
      // chunks of their own; these groups gather the rest).
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  };
});
