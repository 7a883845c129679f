import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";
import { DEFAULT_SHOP_URL } from "@stringing/core/content/site-defaults";
import { escapeHtml, jsonForScript } from "./html-escape.ts";
import { clip, injectHead } from "./seo-head.ts";

const SHELL_HTML = `<!doctype html><html><head>
<title>Static title</title>
<meta name="description" content="Static description" />
<!--app-head-->
</head><body><div id="root"></div>shell</body></html>`;

const root = await mkdtemp(join(tmpdir(), "seo-head-"));

/** The parts of a JSON-LD entry these tests read. */
interface JsonLdEntry {
  "@type": string;
  name?: string;
  description?: string;
  telephone?: string;
  aggregateRating?: unknown;
  review?: { author: { name: string }; reviewRating: { ratingValue: number } }[];
  offers?: unknown;
}

function jsonLdOf(html: string): { "@graph": JsonLdEntry[] } {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no JSON-LD");
  return JSON.parse(match[1]!);
}

describe("the server-built head of /", () => {
  beforeAll(async () => {
    for (const folder of ["shell", "site", "admin"]) await mkdir(join(root, folder), { recursive: true });
    await writeFile(join(root, "shell/index.html"), SHELL_HTML);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const t = useTestApp({ frontend: { shell: join(root, "shell"), site: join(root, "site"), admin: join(root, "admin") } });

  it("carries the title, description, Open Graph tags, the hero preload and JSON-LD from the seeded content", async () => {
    const response = await t().request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Professional Lacrosse Stringing Services | StringMaster Pro</title>");
    expect(html).not.toContain("Static title");
    expect(html).not.toContain("Static description");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="Premium custom pockets for every player[^"]*" \/>/);
    expect(html).toContain('<meta property="og:title" content="Professional Lacrosse Stringing Services | StringMaster Pro" />');
    expect(html).toContain('<meta property="og:url" content="http://shop.test/" />');
    expect(html).toContain('<meta property="og:image" content="http://shop.test/images/hero.svg" />');
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.svg" media="(min-width: 640px)" fetchpriority="high" />');
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero-mobile.svg" media="(max-width: 639px)" fetchpriority="high" />');
    // Seeded, so Shop Now shows on a fresh install.
    expect(html).toContain(`<meta name="shop-url" content="${DEFAULT_SHOP_URL}" />`);
    expect(html).toContain("shell");

    const graph = jsonLdOf(html)["@graph"];
    const business = graph.find((entry) => entry["@type"] === "LocalBusiness")!;
    expect(business.name).toBe("StringMaster Pro");
    expect(business.telephone).toBe("(555) 123-4567");
    expect(business.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 });
    expect(business.review).toHaveLength(1);
    expect(business.review?.[0]).toMatchObject({ author: { name: "Jake Thompson" }, reviewRating: { ratingValue: 5 } });
    const services = graph.filter((entry) => entry["@type"] === "Service");
    expect(services.map((s) => s.name)).toEqual(["Traditional Pocket", "Mesh Pocket", "Pro Custom Stringing"]);
    // Seeded prices are 0: no offer.
    expect(services.every((s) => s.offers === undefined)).toBe(true);
  });

  it("follows the database: edited hero, visible rated testimonials only, offers in dollars from cents, the shop link", async () => {
    const admin = await t().signIn("admin");
    const sections = (await (await t().request("/api/content", { cookie: admin })).json()) as { id: number; section: string }[];
    const hero = sections.find((s) => s.section === "hero-heading")!;
    const put = await t().request(`/api/content/${hero.id}`, {
      method: "PUT",
      cookie: admin,
      json: { title: 'Strings & "Things" <b>', content: "Hand-strung pockets.", imageUrl: "/objects/hero-new.webp" },
    });
    expect(put.status).toBe(200);
    const post = (path: string, json: unknown) => t().request(path, { method: "POST", cookie: admin, json });
    expect(
      (await post("/api/services", { name: "Goalie Special", description: "Wide channel </script><script>alert(1)</script>", price: 4599, features: [] }))
        .status,
    ).toBe(201);
    expect((await post("/api/services", { name: "Hidden Service", description: "Not shown", price: 1000, visible: false })).status).toBe(201);
    expect((await post("/api/testimonials", { name: "Ava", content: "Great pocket.", rating: 3 })).status).toBe(201);
    expect((await post("/api/testimonials", { name: "Hidden Hank", content: "Hidden.", rating: 1, visible: false })).status).toBe(201);
    const shop = sections.find((s) => s.section === "shop-url")!;
    expect((await t().request(`/api/content/${shop.id}`, { method: "PUT", cookie: admin, json: { content: "https://store.example.com/shop" } })).status).toBe(
      200,
    );

    const html = await (await t().request("/")).text();
    expect(html).toContain("<title>Strings &amp; &quot;Things&quot; &lt;b&gt; | StringMaster Pro</title>");
    expect(html).toContain('<meta name="description" content="Hand-strung pockets." />');
    expect(html).toContain('<link rel="preload" as="image" href="/objects/hero-new.webp" media="(min-width: 640px)" fetchpriority="high" />');
    // No picture of its own for phones: the owner's wide one, not the stock narrow one.
    expect(html).toContain('<link rel="preload" as="image" href="/objects/hero-new.webp" media="(max-width: 639px)" fetchpriority="high" />');
    expect(html).toContain('<meta name="shop-url" content="https://store.example.com/shop" />');
    // Nothing typed into the content can end the script element.
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    const graph = jsonLdOf(html)["@graph"];
    const business = graph.find((entry) => entry["@type"] === "LocalBusiness")!;
    expect(business.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 2 });
    expect(business.review?.map((r) => r.author.name)).toEqual(["Jake Thompson", "Ava"]);
    const goalie = graph.find((entry) => entry.name === "Goalie Special")!;
    expect(goalie.description).toBe("Wide channel </script><script>alert(1)</script>");
    expect(goalie.offers).toEqual({ "@type": "Offer", price: "45.99", priceCurrency: "USD", url: "http://shop.test/#order" });
    expect(graph.some((entry) => entry.name === "Hidden Service")).toBe(false);
  });

  it("leaves every other page's shell as built", async () => {
    for (const path of ["/auth", "/admin/orders", "/no/such/page"]) {
      const html = await (await t().request(path)).text();
      expect(html, path).toContain("<title>Static title</title>");
      expect(html, path).not.toContain("application/ld+json");
    }
  });
});

describe("head helpers", () => {
  it("escapes HTML and script-breaking JSON", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const json = jsonForScript({ text: "</script><!-- & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: "</script><!-- & \u2028" });
  });

  it("clips long descriptions at a word", () => {
    const clipped = clip("word ".repeat(60));
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith("word…")).toBe(true);
    expect(clip("Short.")).toBe("Short.");
  });

  it("puts the tags at the marker, or before </head> without one", () => {
    expect(injectHead("<head><title>x</title><!--app-head--></head>", "<meta />")).toBe("<head><meta /></head>");
    expect(injectHead("<head></head>", "<meta />")).toBe("<head><meta />\n  </head>");
    expect(injectHead("<head><!--app-head--></head>", "$& $1")).toBe("<head>$& $1</head>");
  });
});
