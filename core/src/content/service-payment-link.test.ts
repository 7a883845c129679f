import { describe, expect, it } from "vitest";
import { InMemoryCatalogue, inMemoryPaymentSettings } from "../testing/in-memory-catalogue.ts";
import type { NewService, Service, ServicePatch } from "./service.ts";
import { servicesWithTheirLinks } from "./service-payment-link.ts";

const setup = async () => {
  const services = new InMemoryCatalogue<Service, NewService, ServicePatch>("Service", { visible: true });
  const links = inMemoryPaymentSettings();
  const repo = servicesWithTheirLinks(services, links);
  const created = await repo.create({ name: "Mesh Pocket", description: "Mesh", price: 0, features: [], icon: "star", iconBg: "primary", visible: true });
  if (!created.ok) throw new Error("no service");
  const names = async () => (await links.list({ includeHidden: true })).map((link) => link.serviceName);
  return { repo, links, id: created.value.id, names };
};

describe("a service's payment link", () => {
  it("follows the service when it is renamed", async () => {
    const { repo, links, id, names } = await setup();
    await links.create({ serviceName: "mesh pocket", paymentLink: "https://pay.example.com/mesh" });
    expect((await repo.update(id, { name: "Mesh Pocket Pro" })).ok).toBe(true);
    expect(await names()).toEqual(["Mesh Pocket Pro"]);
  });

  it("stays put when the name is unchanged, the new name has its own link, or there is none", async () => {
    const { repo, links, id, names } = await setup();
    await links.create({ serviceName: "Mesh Pocket", paymentLink: "https://pay.example.com/mesh" });
    await repo.update(id, { description: "New words" });
    await repo.update(id, { name: "Mesh Pocket" });
    expect(await names()).toEqual(["Mesh Pocket"]);
    await links.create({ serviceName: "Hard Mesh", paymentLink: "https://pay.example.com/hard" });
    await repo.update(id, { name: "Hard Mesh" });
    expect(await names()).toEqual(["Mesh Pocket", "Hard Mesh"]);
    // Now "Hard Mesh" is this service's link, and it follows the next rename.
    await repo.update(id, { name: "Soft Mesh" });
    expect(await names()).toEqual(["Mesh Pocket", "Soft Mesh"]);
  });

  it("renames nothing for a service without a link, and takes a change of case along", async () => {
    const { repo, links, id, names } = await setup();
    await repo.update(id, { name: "Other Pocket" });
    expect(await names()).toEqual([]);
    await links.create({ serviceName: "Other Pocket", paymentLink: "https://pay.example.com/o" });
    await repo.update(id, { name: "other pocket" });
    expect(await names()).toEqual(["other pocket"]);
  });
});
