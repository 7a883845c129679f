/**
 * @module The order intake's catalogue (the services and payment links an
 * order is priced and linked from), kept between orders until the public
 * content changes. It changes a few times a week, and reading it with each
 * order's start was a third of that read (decision record 0021).
 *
 * Correct as the public reads are (decision record 0018): every write to
 * the services and payment links is published to every instance, which
 * drops its copy; a copy read before a change is never kept after it, as
 * it is kept only under the version it was read at.
 */
import type { ContentChanges } from "@stringing/core/ports/content-changes.port";
import type { IntakeCatalogue } from "@stringing/core/ports/order-intake.port";

/** Where a read of the catalogue started: it is kept only if no change is heard before it ends. */
export type CatalogueReadMark = { readonly version: number };

export class IntakeCatalogueMemory {
  private version = 0;
  private kept: IntakeCatalogue | null = null;

  constructor(changes: ContentChanges) {
    changes.subscribe(() => {
      this.version++;
      this.kept = null;
    });
  }

  /** The catalogue kept now, or null when it must be read. */
  get current(): IntakeCatalogue | null {
    return this.kept;
  }

  /** Taken before the read whose catalogue `keep` is then given. */
  mark(): CatalogueReadMark {
    return { version: this.version };
  }

  /** Keeps the catalogue read since `mark`, unless the content changed meanwhile. Frozen: every order shares it. */
  keep(mark: CatalogueReadMark, catalogue: IntakeCatalogue): void {
    if (mark.version !== this.version) return;
    this.kept = Object.freeze({
      services: Object.freeze(catalogue.services.map((service) => Object.freeze({ ...service }))),
      paymentSettings: Object.freeze(catalogue.paymentSettings.map((setting) => Object.freeze({ ...setting }))),
    }) as IntakeCatalogue;
  }
}
