/**
 * @module `npm start`: builds the frontends if needed, then runs the server
 * in this same process, so SIGTERM reaches it directly.
 */
import { ensureBuilt } from "./ensure-built.ts";

try {
  await ensureBuilt();
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
}
// Libraries loaded at run time (React for the mail templates) pick their production builds from this;
// the development ones render several times slower. Set before main.ts loads anything.
process.env.NODE_ENV ??= "production";
await import("../api/src/main.ts");
