import { describe, expect, it } from "vitest";
import type { NewContentSection } from "../../content/content-section.ts";
import type { NewPaymentSetting, PaymentSetting, PaymentSettingPatch } from "../../content/payment-setting.ts";
import type { NewSocialLink, SocialLink, SocialLinkPatch } from "../../content/social-link.ts";
import type { CatalogueRepository } from "../../ports/catalogue-repository.port.ts";
import type { ContentRepository } from "../../ports/content-repository.port.ts";
import { invalid } from "../../shared/errors.ts";
import { err, ok } from "../../shared/result.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/** Three of the curated lists, covering every shape the one catalogue repository takes. */
export type CatalogueSubject = {
  /** Display order and a visible flag. */
  socialLinks: CatalogueRepository<SocialLink, NewSocialLink, SocialLinkPatch>;
  /** A unique service name, no order or flag. */
  paymentSettings: CatalogueRepository<PaymentSetting, NewPaymentSetting, PaymentSettingPatch>;
  /** Unique section names, found by name, saved several at once in a transaction. */
  content: ContentRepository;
};

/** A section as the create schema gives it; a missing flag shows the column's default. */
const section = (fields: Partial<NewContentSection> & { section: string }) => fields as NewContentSection;

const link = (order: number, visible: boolean): NewSocialLink => ({ platform: "instagram", url: `https://instagram.com/${order}-${visible}`, order, visible });

/** The catalogue and content ports, run against the in-memory fakes and the Postgres adapters alike. */
export function catalogueContract(open: FreshFactory<CatalogueSubject>): void {
  describe("catalogue and content port contract", () => {
    const subject = useFresh(open);
    const created = async <T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>) => {
      const answer = await result;
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value;
    };

    it("lists visible items by display order then id, every item for admins, and pages", async () => {
      const links = subject().socialLinks;
      const two = await created(links.create(link(2, true)));
      const oneA = await created(links.create(link(1, true)));
      const oneHidden = await created(links.create(link(1, false)));
      const zero = await created(links.create(link(0, true)));
      expect(two).toMatchObject({ id: expect.any(Number), platform: "instagram", order: 2, visible: true, updatedAt: expect.any(Date) });
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      expect(ids(await links.list({ includeHidden: false }))).toEqual([zero.id, oneA.id, two.id]);
      expect(ids(await links.list({ includeHidden: true }))).toEqual([zero.id, oneA.id, oneHidden.id, two.id]);
      expect(ids(await links.list({ includeHidden: true, limit: 2, offset: 1 }))).toEqual([oneA.id, oneHidden.id]);
      expect(ids(await links.list({ includeHidden: false, offset: 2 }))).toEqual([two.id]);
    });

    it("lists a list without display order by id, and fills the columns' defaults", async () => {
      const settings = subject().paymentSettings;
      const b = await created(settings.create({ serviceName: "B", paymentLink: "https://pay.example.com/b" }));
      const a = await created(settings.create({ serviceName: "A", paymentLink: "https://pay.example.com/a" }));
      expect((await settings.list({ includeHidden: false })).map((row) => row.id)).toEqual([b.id, a.id]);
      const content = await created(subject().content.create(section({ section: "tagline", content: "Strung right" })));
      expect(content).toMatchObject({
        section: "tagline",
        content: "Strung right",
        title: null,
        imageUrl: null,
        founderName: null,
        founderTitle: null,
        visible: true,
      });
    });

    it("updates only what is given, leaves an item alone for an empty patch, and answers not found", async () => {
      const links = subject().socialLinks;
      const item = await created(links.create({ platform: "facebook", url: "https://facebook.com/a", order: 0, visible: true }));
      const toggled = await links.update(item.id, { visible: false });
      expect(toggled).toMatchObject({ ok: true, value: { url: "https://facebook.com/a", visible: false } });
      const untouched = await links.update(item.id, {});
      expect(untouched).toEqual(toggled);
      expect(await links.findById(item.id)).toEqual(toggled.ok ? toggled.value : null);
      expect(await links.update(987_654, { visible: true })).toEqual({ ok: false, error: { kind: "not_found", message: "Social link not found" } });
      expect(await links.update(987_654, {})).toEqual({ ok: false, error: { kind: "not_found", message: "Social link not found" } });
      expect(await links.delete(item.id)).toMatchObject({ ok: true, value: { id: item.id } });
      expect(await links.delete(item.id)).toEqual({ ok: false, error: { kind: "not_found", message: "Social link not found" } });
      expect(await links.findById(item.id)).toBeNull();
    });

    it("turns unique clashes into conflicts, worded for each list", async () => {
      const settings = subject().paymentSettings;
      await created(settings.create({ serviceName: "Mesh", paymentLink: "https://pay.example.com/a" }));
      const other = await created(settings.create({ serviceName: "Trad", paymentLink: "https://pay.example.com/t" }));
      const clash = { ok: false, error: { kind: "conflict", message: "A payment setting for that service already exists" } };
      expect(await settings.create({ serviceName: "Mesh", paymentLink: "https://pay.example.com/b" })).toEqual(clash);
      expect(await settings.update(other.id, { serviceName: "Mesh" })).toEqual(clash);
      expect(await settings.findById(other.id)).toMatchObject({ serviceName: "Trad" });

      const content = subject().content;
      const first = await created(content.create(section({ section: "tagline", content: "A", visible: true })));
      const second = await created(content.create(section({ section: "motto", content: "B", visible: true })));
      expect(await content.update(second.id, { section: "tagline" })).toEqual({
        ok: false,
        error: { kind: "conflict", message: "A content section with that name already exists" },
      });
      expect(await content.findSection("tagline")).toMatchObject({ id: first.id, content: "A" });
      expect(await content.findSection("nothing")).toBeNull();
      const [motto, nothing, tagline] = await content.findSections(["motto", "nothing", "tagline"]);
      expect([motto?.id, nothing, tagline?.id]).toEqual([second.id, null, first.id]);
    });

    it("saves content in a transaction: all of it, or none when the work refuses or throws", async () => {
      const content = subject().content;
      const about = await created(content.create(section({ section: "about", content: "Before", visible: true })));
      const saved = await content.inTransaction(async (inside) => {
        await inside.update(about.id, { content: "After" });
        return inside.create(section({ section: "story", content: "New", visible: true }));
      });
      expect(saved).toMatchObject({ ok: true, value: { section: "story" } });
      expect(await content.findSection("about")).toMatchObject({ content: "After" });

      const refused = await content.inTransaction(async (inside) => {
        await inside.update(about.id, { content: "Refused" });
        await inside.create(section({ section: "refused", content: "x", visible: true }));
        return err(invalid("Title is required"));
      });
      expect(refused).toEqual({ ok: false, error: { kind: "invalid", message: "Title is required" } });
      await expect(
        content.inTransaction(async (inside) => {
          await inside.update(about.id, { content: "Thrown" });
          throw new Error("disk full");
        }),
      ).rejects.toThrow("disk full");
      expect(await content.findSection("about")).toMatchObject({ content: "After" });
      expect(await content.findSection("refused")).toBeNull();
      expect(await content.inTransaction(async () => ok(1))).toEqual({ ok: true, value: 1 });
    });
  });
}
