import type { User } from "@stringing/core/auth/user";

/** Bindings given to app.fetch by the server (and by tests): the caller's address. */
export type AppBindings = {
  requestIP?: (request: Request) => { address: string } | null;
};

export type AppVariables = {
  /** The signed-in user, or null; set by the session middleware. */
  user: User | null;
};

export type AppEnv = { Bindings: AppBindings; Variables: AppVariables };
