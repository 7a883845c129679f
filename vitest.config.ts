import { defineConfig } from "vitest/config";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

/**
 * One runner, three projects: `unit` (core, adapters, api: Node, no browser),
 * `web` (frontend components in jsdom) and `e2e` (Playwright against a real
 * `npm start`). `npm test` runs unit and web, then e2e.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/src/**/*.test.ts", "adapters/src/**/*.test.ts", "api/src/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: "web",
          include: ["frontends/*/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["frontends/ui/src/testing/test-setup.ts"],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
