import { sha256 } from "oslo/crypto";
import { encodeBase32, encodeHex } from "oslo/encoding";
import type { SessionTokens } from "@stringing/core/ports/session-tokens.port";

/** 256-bit random tokens; stored as SHA-256 so a leaked table opens no session. */
export const randomSessionTokens: SessionTokens = {
  generate: () => encodeHex(crypto.getRandomValues(new Uint8Array(32))),
  hash: async (token) => encodeHex(await sha256(new TextEncoder().encode(token))),
};

/** A random password for the bootstrap admin: 120 bits, 24 letters and digits, easy to copy. */
export function randomPassword(): string {
  return encodeBase32(crypto.getRandomValues(new Uint8Array(15))).toLowerCase();
}
