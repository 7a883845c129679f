/** Opaque random session tokens and the one-way hash under which they are stored. */
export interface SessionTokens {
  generate(): string;
  hash(token: string): Promise<string>;
}
