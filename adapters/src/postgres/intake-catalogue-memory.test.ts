import { describe, expect, it } from "vitest";
import type { IntakeCatalogue } from "@stringing/core/ports/order-intake.port";
import { InProcessContentChanges } from "../local/in-process-content-changes.ts";
import { IntakeCatalogueMemory } from "./intake-catalogue-memory.ts";

const catalogue = (price: number): IntakeCatalogue => ({
  services: [{ name: "Mesh Pocket", price, visible: true }],
  paymentSettings: [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh" }],
});

describe("the intake's catalogue kept in memory", () => {
  it("keeps what was read until the content changes", async () => {
    const changes = new InProcessContentChanges();
    const memory = new IntakeCatalogueMemory(changes);
    expect(memory.current).toBeNull();

    memory.keep(memory.mark(), catalogue(4500));
    expect(memory.current).toEqual(catalogue(4500));

    await changes.publish();
    expect(memory.current).toBeNull();
  });

  it("never keeps a read that started before a change, even when it ends after it", async () => {
    const changes = new InProcessContentChanges();
    const memory = new IntakeCatalogueMemory(changes);
    const before = memory.mark();
    await changes.publish(); // the admin's write commits while the read is in flight
    memory.keep(before, catalogue(4500));
    expect(memory.current).toBeNull();

    memory.keep(memory.mark(), catalogue(6000));
    expect(memory.current?.services[0]?.price).toBe(6000);
  });

  it("hands out a copy no order can change", () => {
    const memory = new IntakeCatalogueMemory(new InProcessContentChanges());
    const read = catalogue(4500);
    memory.keep(memory.mark(), read);
    read.services[0]!.price = 1;
    const kept = memory.current!;
    expect(kept.services[0]?.price).toBe(4500);
    expect(() => {
      kept.services[0]!.price = 1;
    }).toThrow(TypeError);
    expect(() => kept.paymentSettings.push({ serviceName: "x", paymentLink: "y" })).toThrow(TypeError);
  });
});
