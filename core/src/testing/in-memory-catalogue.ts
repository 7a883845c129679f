import type { ContentSection, ContentSectionPatch, NewContentSection } from "../content/content-section.ts";
import type { NewPaymentSetting, PaymentSetting, PaymentSettingPatch } from "../content/payment-setting.ts";
import type { NewSocialLink, SocialLink, SocialLinkPatch } from "../content/social-link.ts";
import type { CatalogueListOptions, CatalogueRepository } from "../ports/catalogue-repository.port.ts";
import type { ContentRepository } from "../ports/content-repository.port.ts";
import { conflict, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";

const defined = (fields: object) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

type Row = { id: number; visible?: boolean; order?: number; updatedAt: Date };

/** In-memory fake of a catalogue repository, for core tests. */
export class InMemoryCatalogue<Item extends Row, NewItem extends object, Patch extends object> implements CatalogueRepository<Item, NewItem, Patch> {
  protected rows: Item[] = [];
  private nextId = 1;

  constructor(
    private readonly thing: string,
    /** Column defaults: what an absent field becomes. */
    private readonly defaults: Partial<Item>,
    /** The field that must be unique, if any. */
    private readonly uniqueKey?: keyof Item,
    /** The answer to a unique clash, worded as the Postgres repository words it for this list. */
    private readonly conflictMessage = `${thing} already exists`,
  ) {}

  async list(options: CatalogueListOptions) {
    const shown = this.rows.filter((row) => options.includeHidden || row.visible !== false);
    const sorted = shown.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
    const start = options.offset ?? 0;
    return sorted.slice(start, options.limit === undefined ? undefined : start + options.limit).map((row) => ({ ...row }));
  }
  async findById(id: number) {
    const found = this.rows.find((row) => row.id === id);
    return found ? { ...found } : null;
  }
  async create(input: NewItem) {
    const item = { ...this.defaults, ...defined(input), id: this.nextId++, updatedAt: new Date() } as unknown as Item;
    if (this.clashes(item)) return err(conflict(this.conflictMessage));
    this.rows.push(item);
    return ok({ ...item });
  }
  async update(id: number, patch: Patch) {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index < 0) return err(notFound(this.thing));
    const changes = defined(patch);
    // A patch without fields writes nothing, so the update time stays, as in the SQL.
    if (Object.keys(changes).length === 0) return ok({ ...this.rows[index]! });
    const item = { ...this.rows[index]!, ...changes, updatedAt: new Date() };
    if (this.clashes(item)) return err(conflict(this.conflictMessage));
    this.rows[index] = item;
    return ok({ ...item });
  }
  async delete(id: number) {
    const found = this.rows.find((row) => row.id === id);
    if (!found) return err(notFound(this.thing));
    this.rows = this.rows.filter((row) => row.id !== id);
    return ok(found);
  }

  private clashes(item: Item) {
    const key = this.uniqueKey;
    return key !== undefined && this.rows.some((row) => row.id !== item.id && row[key] === item[key]);
  }
}

export class InMemoryContent extends InMemoryCatalogue<ContentSection, NewContentSection, ContentSectionPatch> implements ContentRepository {
  constructor() {
    super(
      "Content section",
      { title: null, content: null, imageUrl: null, founderName: null, founderTitle: null, visible: true },
      "section",
      "A content section with that name already exists",
    );
  }
  async findSection(section: string) {
    const found = this.rows.find((row) => row.section === section);
    return found ? { ...found } : null;
  }
  async findSections(sections: readonly string[]) {
    return Promise.all(sections.map((section) => this.findSection(section)));
  }
  async inTransaction<T>(work: (content: ContentRepository) => Promise<Result<T>>): Promise<Result<T>> {
    const before = this.rows.map((row) => ({ ...row }));
    try {
      const result = await work(this);
      if (!result.ok) this.rows = before;
      return result;
    } catch (error) {
      this.rows = before;
      throw error;
    }
  }
}

/** Social links (display order and visibility), with the columns' defaults, for core tests. */
export const inMemorySocialLinks = () => new InMemoryCatalogue<SocialLink, NewSocialLink, SocialLinkPatch>("Social link", { order: 0, visible: true });

/** Payment links, one per service name, for core tests. */
export const inMemoryPaymentSettings = () =>
  new InMemoryCatalogue<PaymentSetting, NewPaymentSetting, PaymentSettingPatch>(
    "Payment setting",
    {},
    "serviceName",
    "A payment setting for that service already exists",
  );
