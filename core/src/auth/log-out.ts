import type { SessionRepository } from "../ports/session-repository.port.ts";
import type { SessionTokens } from "../ports/session-tokens.port.ts";

export const logOut =
  (deps: { sessions: SessionRepository; tokens: SessionTokens }) =>
  async (token: string): Promise<void> => {
    await deps.sessions.delete(await deps.tokens.hash(token));
  };
