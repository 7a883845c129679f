/**
 * @module What the shell and both remotes must agree on: the shared
 * singletons and where each remote lives, in development and once built.
 *
 * Built remotes are found at run time on the same origin under
 * `/remotes/<name>/`, so one build serves any host name. In development the
 * shell points at each remote's own Vite server, which keeps HMR working.
 */

export const DEV_PORTS = { shell: 5173, site: 5174, admin: 5175 } as const;

export type RemoteName = "site" | "admin";

export const devOrigin = (name: keyof typeof DEV_PORTS): string => `http://localhost:${DEV_PORTS[name]}`;

/** The base URL each remote is built for; the server serves its dist there. */
export const remoteBase = (name: RemoteName): string => `/remotes/${name}/`;

export const REMOTE_ENTRY_FILE = "remoteEntry.js";

/** One copy of each for the whole page; the remotes take the shell's. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: "^19.0.0" },
  "react-dom": { singleton: true, requiredVersion: "^19.0.0" },
  "@tanstack/react-query": { singleton: true, requiredVersion: "^5.0.0" },
  jotai: { singleton: true, requiredVersion: "^3.0.0" },
  wouter: { singleton: true, requiredVersion: "^3.0.0" },
};
