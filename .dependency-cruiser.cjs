/**
 * The house rules of ../shared/ARCHITECTURE.md that imports can break,
 * checked by `npm run lint:deps` (part of `npm test`): dependencies point
 * inward, vendors stay in adapters, frontend features stay apart. What the
 * browser really loads is checked apart, in .dependency-cruiser-browser.cjs.
 */
const PURE_LIBRARIES = "node_modules/(zod|date-fns|csv-parse)/";
const TEST_LIBRARIES = "node_modules/(vitest|@vitest|fast-check)/";

module.exports = {
  forbidden: [
    {
      name: "core-imports-only-itself",
      comment: "core/ is framework-free domain logic: no adapters, API, frontends, Node built-ins or I/O libraries.",
      severity: "error",
      from: { path: "^core/src/", pathNot: "(\\.test\\.ts$|^core/src/testing/)" },
      to: { pathNot: [`^core/src/`, PURE_LIBRARIES] },
    },
    {
      name: "core-tests-need-no-infrastructure",
      comment: "core's tests, fakes and port contract suites: only core, its pure libraries and the test runner.",
      severity: "error",
      from: { path: "^core/src/(.*\\.test\\.ts$|testing/)" },
      to: { pathNot: [`^core/src/`, PURE_LIBRARIES, TEST_LIBRARIES] },
    },
    {
      name: "adapters-never-import-the-api-or-frontends",
      comment: "Adapters implement core's ports; they know nothing of HTTP or screens.",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: ["^api/", "^frontends/", "node_modules/hono/"] },
    },
    {
      name: "routes-and-middleware-never-import-adapters",
      comment: "Routes parse, call a use case and map its result; only the composition module meets adapters.",
      severity: "error",
      from: { path: "^api/src/(routes|middleware)/", pathNot: "\\.test\\.ts$" },
      to: { path: ["^adapters/", "node_modules/(drizzle-orm|postgres|@electric-sql)/"] },
    },
    {
      name: "frontends-reach-the-server-only-over-http",
      comment: "The frontends may take the API's types (the typed client), never its code, the adapters' or the database driver's.",
      severity: "error",
      from: { path: "^frontends/" },
      to: { path: ["^api/", "^adapters/", "node_modules/(drizzle-orm|postgres|@electric-sql)/"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "features-never-import-each-other",
      comment: "A frontend feature stands alone; shared pieces go to components/ui or frontends/ui.",
      severity: "error",
      from: { path: "^frontends/([^/]+)/src/features/([^/]+)/" },
      to: { path: "^frontends/$1/src/features/", pathNot: "^frontends/$1/src/features/$2/" },
    },
    {
      name: "visitors-never-load-admin-code",
      comment: "The public site and the shell's public pages must not pull in the admin remote.",
      severity: "error",
      from: { path: "^frontends/(site|ui)/" },
      to: { path: "^frontends/admin/" },
    },
    {
      name: "no-cycles",
      comment: "A cycle makes two modules one; split out what they share.",
      severity: "error",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(frontends/[^/]+/dist(-server)?|\\.data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
