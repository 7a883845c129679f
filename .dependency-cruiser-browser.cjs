/**
 * What the browser really loads: the same resolution as .dependency-cruiser.cjs,
 * but type-only imports dropped (they are erased at build), so the typed
 * client's `import type` of the API does not count as shipping it.
 */
const { options } = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: [
    {
      name: "frontends-need-no-node-only-core-module",
      comment: "csv-parse needs Buffer, which browsers lack: no core module a frontend imports may reach it.",
      severity: "error",
      from: { path: "^frontends/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "node_modules/csv-parse/", reachable: true },
    },
  ],
  options: { ...options, tsPreCompilationDeps: false },
};
