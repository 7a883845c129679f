import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPreloader, adminPreloadTags, isAdminPagePath } from "./admin-preload.ts";

describe("admin preload links", () => {
  let root: string;
  const write = async (path: string, body: string) => {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), body);
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "admin-preload-"));
    // Shaped like the built files: minified static imports, the exposed App imported on demand.
    await write("shell/assets/_virtual_mf__loadRemote__admin_mf_1_App-Aa11.js", 'import{a}from"./preload-helper-Bb22.js";export default a');
    await write("shell/assets/preload-helper-Bb22.js", "export const a=1");
    await write("shell/assets/_virtual_mf__loadRemote__site_mf_1_App-Cc33.js", 'import"./site-only-Dd44.js"');
    await write("shell/assets/site-only-Dd44.js", "");
    await write(
      "admin/remoteEntry.js",
      'const m=(i,d=["assets/app-Ee55.css"])=>d;import{r}from"./assets/runtime-Ff66.js";var u={"./App":async()=>import(`./assets/app-Gg77.js`)};',
    );
    await write("admin/assets/runtime-Ff66.js", 'export*from"./shared-Hh88.js"');
    await write("admin/assets/shared-Hh88.js", 'import"./runtime-Ff66.js"');
    await write("admin/assets/app-Gg77.js", 'import{s}from"./shared-Hh88.js";const lazy=()=>import("./orders-page-Ii99.js")');
    await write("admin/assets/orders-page-Ii99.js", "");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const roots = () => ({ shell: join(root, "shell"), admin: join(root, "admin") });
  const hrefs = (tags: string) => [...tags.matchAll(/<link rel="([a-z]+)"(?: as="style")? href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it("lists the admin loader, the remote entry, its exposed App and their static imports, once each", () => {
    expect(hrefs(adminPreloadTags(roots())).sort()).toEqual(
      [
        "modulepreload /assets/_virtual_mf__loadRemote__admin_mf_1_App-Aa11.js",
        "modulepreload /assets/preload-helper-Bb22.js",
        "modulepreload /remotes/admin/remoteEntry.js",
        "modulepreload /remotes/admin/assets/runtime-Ff66.js",
        "modulepreload /remotes/admin/assets/shared-Hh88.js",
        "modulepreload /remotes/admin/assets/app-Gg77.js",
        "preload /remotes/admin/assets/app-Ee55.css",
      ].sort(),
    );
  });

  it("leaves out the site's files and the screens the App loads later", () => {
    const tags = adminPreloadTags(roots());
    expect(tags).not.toContain("site-only");
    expect(tags).not.toContain("loadRemote__site");
    expect(tags).not.toContain("orders-page");
  });

  it("gives nothing before the frontends are built, and reads them once built", async () => {
    const later = join(root, "later");
    const preload = adminPreloader({ shell: join(later, "shell"), admin: join(later, "admin") });
    expect(preload()).toBe("");
    await write("later/admin/remoteEntry.js", "export{}");
    expect(preload()).toBe('<link rel="modulepreload" href="/remotes/admin/remoteEntry.js">');
  });

  it("names the admin area's pages, not the public ones", () => {
    for (const path of ["/auth", "/admin", "/admin/orders", "/admin/settings/users"]) expect(isAdminPagePath(path), path).toBe(true);
    for (const path of ["/", "/track/abc", "/administrator", "/authors"]) expect(isAdminPagePath(path), path).toBe(false);
  });
});
