/**
 * A type as it arrives over JSON: Date fields become ISO strings. Lets the
 * frontends reuse core's entity types instead of copying them.
 */
export type Jsonified<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
