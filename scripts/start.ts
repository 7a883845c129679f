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
await import("../api/src/main.ts");
