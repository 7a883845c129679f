/**
 * @module The Vite config both remotes share: built for `/remotes/<name>/`,
 * exposing `./App`, taking the shell's singletons and federation runtime;
 * in dev each runs on its own port and the shell loads its entry there.
 */
import { federation } from "@module-federation/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfigFnObject } from "vite";
import { DEV_PORTS, REMOTE_ENTRY_FILE, devOrigin, remoteBase, sharedSingletons, type RemoteName } from "./federation-config.ts";

export const remoteViteConfig = (name: RemoteName): UserConfigFnObject =>
  defineConfig(({ command }) => {
    const isBuild = command === "build";
    return {
      base: isBuild ? remoteBase(name) : "/",
      plugins: [
        react(),
        vanillaExtractPlugin(),
        federation({
          name,
          filename: REMOTE_ENTRY_FILE,
          exposes: { "./App": "./src/app/app.tsx" },
          shared: sharedSingletons,
          shareStrategy: "loaded-first",
          dts: false,
          // Use the runtime the shell provides instead of shipping another copy.
          ...(isBuild ? { experiments: { externalRuntime: true } } : {}),
        }),
      ],
      server: { port: DEV_PORTS[name], strictPort: true, origin: devOrigin(name), cors: true },
      // No page of its own: the federation plugin adds `remoteEntry.js` as the entry.
      build: { outDir: "dist", emptyOutDir: true, target: "es2022", rolldownOptions: { input: {} } },
    };
  });
