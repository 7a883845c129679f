import type { ObjectStore, StoredObject } from "../ports/object-store.port.ts";

/** ObjectStore fake for core and route tests: keys are sequential, paths under /objects/. */
export class InMemoryObjectStore implements ObjectStore {
  readonly objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  private next = 0;

  async put(bytes: Uint8Array, contentType: string, extension: string): Promise<StoredObject> {
    const key = `object-${++this.next}.${extension}`;
    this.objects.set(key, { bytes: new Uint8Array(bytes), contentType });
    return { key, publicPath: `/objects/${key}`, contentType, size: bytes.length };
  }
  async get(key: string) {
    return this.objects.get(key) ?? null;
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  async list() {
    return [...this.objects.keys()];
  }
  async restore(key: string, bytes: Uint8Array, contentType: string) {
    if (!/^[\w-]+\.[a-z0-9]+$/.test(key)) throw new Error(`Not an object key: "${key}"`);
    this.objects.set(key, { bytes: new Uint8Array(bytes), contentType });
  }
}
