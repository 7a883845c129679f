import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** Debian's Chromium, or undefined (the e2e suite then skips loudly). */
export const chromiumPath = candidates.find((path): path is string => !!path && existsSync(path));

if (!chromiumPath) {
  console.warn("\n\n!!! Chromium is not installed: the browser (e2e) tests are SKIPPED.\n!!! Install it with `apt-get install -y chromium` (CI does).\n\n");
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath!,
    headless: true,
    // The machine's network is closed: background traffic only produces refused connections.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
