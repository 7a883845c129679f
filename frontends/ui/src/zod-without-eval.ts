/**
 * @module Imported for its effect, before a frontend parses with zod: zod 4
 * probes `new Function` on its first object parse to pick a faster path, and
 * under our Content-Security-Policy (`script-src 'self'`, no eval) the probe
 * is a reported CSP violation on every page that validates a form. Each
 * remote bundles its own zod, so each imports this where it first parses.
 */
import { config } from "zod";

config({ jitless: true });
