/**
 * @module The Vite config both remotes share: built for `/remotes/<name>/`,
 * exposing `./App` (and any other page given in `exposes`), taking the
 * shell's singletons and federation runtime; in dev each runs on its own
 * port and the shell loads its entry there.
 *
 * `vite build --ssr` builds a remote's server entry instead (the site's
 * server rendering of `/` and `/track/<token>`) into `dist-server/`, for the
 * API to import.
 */
import { federation } from "@module-federation/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Rolldown, type UserConfig, type UserConfigFnObject } from "vite";
import { DEV_PORTS, REMOTE_ENTRY_FILE, devOrigin, remoteBase, sharedSingletons, type RemoteName } from "./federation-config.ts";

/**
 * `shared`: the singletons this remote takes from the shell (all of them
 * unless given). `chunkGroups`: rolldown code-splitting groups for the
 * browser build (the federation plugin's own groups keep their priority
 * above them).
 */
export const remoteViteConfig = (
  name: RemoteName,
  options: {
    serverEntry?: string;
    exposes?: Record<string, string>;
    shared?: Partial<typeof sharedSingletons>;
    chunkGroups?: Rolldown.CodeSplittingGroup[];
  } = {},
): UserConfigFnObject =>
  defineConfig(({ command, isSsrBuild }) => {
    const isBuild = command === "build";
    if (isSsrBuild) return serverBundleConfig(options.serverEntry);
    return {
      base: isBuild ? remoteBase(name) : "/",
      plugins: [
        react(),
        vanillaExtractPlugin(),
        federation({
          name,
          filename: REMOTE_ENTRY_FILE,
          exposes: { "./App": "./src/app/app.tsx", ...options.exposes },
          shared: options.shared ?? sharedSingletons,
          shareStrategy: "loaded-first",
          dts: false,
          // Use the runtime the shell provides instead of shipping another copy.
          ...(isBuild ? { experiments: { externalRuntime: true } } : {}),
        }),
      ],
      server: { port: DEV_PORTS[name], strictPort: true, origin: devOrigin(name), cors: true },
      // No page of its own: the federation plugin adds `remoteEntry.js` as the entry.
      build: {
        outDir: "dist",
        emptyOutDir: true,
        target: "es2022",
        manifest: true,
        rolldownOptions: { input: {}, ...(options.chunkGroups ? { output: { codeSplitting: { groups: options.chunkGroups } } } : {}) },
      },
    };
  });

/**
 * The server bundle: same React and vanilla-extract plugins, so class names
 * match the browser build's; our own packages are bundled (their `.css.ts`
 * need the plugin), npm packages are imported from node_modules at run time.
 */
function serverBundleConfig(entry: string | undefined): UserConfig {
  if (!entry) throw new Error("This remote has no server entry to build");
  return {
    plugins: [react(), vanillaExtractPlugin()],
    ssr: { noExternal: [/^@stringing\//] },
    build: { outDir: "dist-server", emptyOutDir: true, target: "esnext", minify: false, rolldownOptions: { input: entry } },
  };
}
