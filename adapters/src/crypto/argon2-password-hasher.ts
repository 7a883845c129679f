import { Argon2id } from "oslo/password";
import type { PasswordHasher } from "@stringing/core/ports/password-hasher.port";

/** Argon2id with oslo's defaults (19 MiB, 2 passes): memory-hard, as docs/rules/access.md, Passwords, asks. */
export function argon2PasswordHasher(): PasswordHasher {
  const argon2 = new Argon2id();
  return {
    hash: (password) => argon2.hash(password),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false; // a malformed stored hash never authenticates
      }
    },
  };
}
