import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orderFormSchema } from "@stringing/core/orders/order-form";
import { placeOrder } from "@stringing/core/orders/place-order";
import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { DiskLabelFiles } from "../local/disk-label-files.ts";
import { DiskObjectStore } from "../local/disk-object-store.ts";
import { installAppJobs, orderMailJobs } from "../postgres/app-jobs-for-tests.ts";
import { PostgresCustomerRepository } from "../postgres/customer-repository.ts";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../postgres/db.ts";
import { PostgresOrderIntake } from "../postgres/order-intake.ts";
import { customers as customerRows, services, shippingLabels } from "../postgres/schema/index.ts";
import { S3Bucket } from "../s3/s3-bucket.ts";
import { S3LabelFiles } from "../s3/s3-label-files.ts";
import { S3ObjectStore } from "../s3/s3-object-store.ts";
import { startS3TestServer } from "../s3/s3-test-server.ts";
import { BadBackupError } from "./backup-manifest.ts";
import type { DatabaseBackup } from "./database-backup.ts";
import { PgliteDatabaseBackup } from "./pglite-database-backup.ts";
import { PostgresDatabaseBackup } from "./postgres-database-backup.ts";
import { restoreBackup, TargetNotEmptyError } from "./restore-backup.ts";
import { quoteIdentifier, USER_TABLES } from "./table-rows.ts";
import { writeBackup } from "./write-backup.ts";

const s3 = await startS3TestServer();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await s3?.close();
});

const scratch = async (prefix: string) => {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
};

/** One side of a round trip: a database (PGlite under a folder, or a scratch database on the server) and a store. */
type Side = { open(): Promise<DatabaseHandle>; database: DatabaseBackup; objects: ObjectStore; labels: LabelFiles; store: "disk" | "s3" };
type Database = Pick<Side, "open" | "database">;

async function pgliteDatabase(): Promise<Database> {
  const dataDir = await scratch("backup-pglite-");
  return { open: () => openDatabase({ dataDir }), database: new PgliteDatabaseBackup(dataDir) };
}

async function serverDatabase(serverUrl: string): Promise<Database> {
  const { default: postgres } = await import("postgres");
  const name = `stringing_backup_${Math.random().toString(16).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { open: () => openDatabase({ url: url.toString() }), database: new PostgresDatabaseBackup(url.toString()) };
}

async function diskStore(): Promise<Pick<Side, "objects" | "labels" | "store">> {
  const dataDir = await scratch("backup-files-");
  return { objects: new DiskObjectStore(dataDir), labels: new DiskLabelFiles(dataDir), store: "disk" };
}

async function bucketStore(): Promise<Pick<Side, "objects" | "labels" | "store">> {
  const bucket = new S3Bucket(await s3!.newBucket());
  return { objects: new S3ObjectStore(bucket), labels: new S3LabelFiles(bucket), store: "s3" };
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

const randomBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

/** Orders with a customer's pocket images and bought labels, plus pg-boss's jobs, as the app would leave them. */
async function seed(side: Side): Promise<void> {
  const handle = await side.open();
  try {
    await migrateDatabase(handle);
    const mail = orderMailJobs(await installAppJobs(handle));
    await handle.db.insert(services).values({ name: "Mesh Pocket", description: "Mesh", price: 4500 });
    const place = placeOrder({ intake: new PostgresOrderIntake(handle.db, mail), clock: { now: () => new Date("2026-03-01T12:00:00Z") } });
    const customers = new PostgresCustomerRepository(handle.db);
    for (const email of ["ann@example.com", "bob@example.com", "ann@example.com"]) {
      const placed = await place({ form: orderFormSchema.parse(validOrderForm({ customerEmail: email })) });
      if (!placed.ok) throw new Error(placed.error.message);
      const image = await side.objects.put(randomBytes(5000), "image/jpeg", "jpg");
      const [customer] = await handle.db.select().from(customerRows).where(eq(customerRows.email, email));
      await customers.addImage(customer!.id, image.publicPath);
      const label = await side.labels.save(new TextEncoder().encode(`%PDF-1.4 label of ${placed.value.body.id}`));
      await handle.db
        .insert(shippingLabels)
        .values({ orderId: placed.value.body.id, kind: "outbound", carrier: "USPS", trackingNumber: `9400${placed.value.body.id}`, labelUrl: label.url });
    }
  } finally {
    await handle.close();
  }
}

/** Every row of every table, as JSON text in a stable order. */
async function everyRow(side: Side): Promise<Record<string, string[]>> {
  const handle = await side.open();
  try {
    const rows: Record<string, string[]> = {};
    for (const table of await handle.runScript(USER_TABLES)) {
      const name = `${quoteIdentifier(String(table.schema))}.${quoteIdentifier(String(table.name))}`;
      const found = await handle.runScript(`select row_to_json(t)::text as row from ${name} as t order by 1`);
      rows[`${table.schema}.${table.name}`] = found.map((row) => String(row.row));
    }
    return rows;
  } finally {
    await handle.close();
  }
}

async function everyFile(side: Side): Promise<Record<string, { bytes: Uint8Array; contentType?: string }>> {
  const files: Record<string, { bytes: Uint8Array; contentType?: string }> = {};
  for (const key of await side.objects.list()) files[`objects/${key}`] = (await side.objects.get(key))!;
  for (const name of await side.labels.list()) files[`labels/${name}`] = { bytes: (await side.labels.read(name))! };
  return files;
}

const databases: [string, () => Promise<Database>][] = [["PGlite", pgliteDatabase]];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) databases.push(["the Postgres server", () => serverDatabase(serverUrl)]);
const stores: [string, () => Promise<Pick<Side, "objects" | "labels" | "store">>][] = [["disk", diskStore]];
if (s3) stores.push(["a bucket", bucketStore]);

for (const [databaseName, openDatabaseSide] of databases) {
  for (const [storeName, openStore] of stores) {
    describe(`backup and restore, ${databaseName} with files on ${storeName}`, { timeout: 180_000 }, () => {
      const side = async (): Promise<Side> => ({ ...(await openDatabaseSide()), ...(await openStore()) });

      it("round-trips every table row by row and every object byte for byte into an empty database and store", async () => {
        const source = await side();
        await seed(source);
        const file = join(await scratch("backup-file-"), "backup.tar");
        const manifest = await writeBackup(file, source);
        expect(manifest.database.tableRows["public.orders"]).toBe(3);
        expect(manifest.store).toBe(source.store);

        const target = await side();
        await restoreBackup(file, { ...target, force: false });
        const rows = await everyRow(source);
        expect(rows["public.orders"]).toHaveLength(3);
        expect(rows["public.shipping_labels"]).toHaveLength(3);
        expect(await everyRow(target)).toEqual(rows);
        const files = await everyFile(source);
        expect(Object.keys(files)).toHaveLength(6);
        expect(await everyFile(target)).toEqual(files);
      });
    });
  }
}

describe("restore refuses what it must not do", { timeout: 180_000 }, () => {
  const side = async (): Promise<Side> => ({ ...(await pgliteDatabase()), ...(await diskStore()) });
  let backupFile: string;
  let source: Side;

  beforeAll(async () => {
    source = await side();
    await seed(source);
    backupFile = join(await scratch("backup-file-"), "backup.tar");
    await writeBackup(backupFile, source);
  }, 180_000);

  it("refuses a database or store that holds data unless forced, and with --force replaces the database", async () => {
    const occupied = await side();
    await seed(occupied);
    const before = await everyRow(occupied);
    await expect(restoreBackup(backupFile, { ...occupied, force: false })).rejects.toThrow(TargetNotEmptyError);
    expect(await everyRow(occupied)).toEqual(before);

    const filesOnly = { ...(await pgliteDatabase()), objects: occupied.objects, labels: occupied.labels, store: "disk" as const };
    await expect(restoreBackup(backupFile, { ...filesOnly, force: false })).rejects.toThrow(/object store holds 3/);
    expect(await filesOnly.database.isEmpty()).toBe(true);

    await restoreBackup(backupFile, { ...occupied, force: true });
    expect(await everyRow(occupied)).toEqual(await everyRow(source));
  });

  it("refuses a cut or damaged file with a clear message and leaves the target untouched", async () => {
    const whole = await readFile(backupFile);
    const folder = await scratch("backup-bad-");
    const damaged = Buffer.from(whole);
    damaged[Math.floor(damaged.length / 3)]! ^= 0xff;
    const cases: [string, Uint8Array, RegExp][] = [
      ["cut.tar", whole.subarray(0, Math.floor(whole.length / 2)), /cut short|not a readable tar|no manifest/],
      ["cut-before-manifest.tar", whole.subarray(0, whole.length - 3000), /cut short|not a readable tar|no manifest/],
      ["damaged.tar", damaged, /damaged|not a readable tar/],
      ["not-a-backup.tar", new TextEncoder().encode("hello"), /not a readable tar|no manifest/],
    ];
    for (const [name, bytes, message] of cases) {
      const path = join(folder, name);
      await writeFile(path, bytes);
      const target = await side();
      const refused = restoreBackup(path, { ...target, force: true });
      await expect(refused, name).rejects.toThrow(BadBackupError);
      await expect(refused, name).rejects.toThrow(message);
      expect(await target.database.isEmpty(), name).toBe(true);
      expect(await target.objects.list(), name).toEqual([]);
      expect(await target.labels.list(), name).toEqual([]);
    }
  });

  it("writes the backup 0600, over an older file at its path too, and restores into folders only the server's user may enter", async () => {
    const file = join(await scratch("backup-file-"), "over.tar");
    await writeFile(file, "an older backup");
    await chmod(file, 0o644);
    await writeBackup(file, source);
    expect(await modeOf(file)).toBe(0o600);

    const dataDir = await scratch("backup-private-");
    await restoreBackup(file, {
      database: new PgliteDatabaseBackup(dataDir),
      objects: new DiskObjectStore(dataDir),
      labels: new DiskLabelFiles(dataDir),
      force: false,
    });
    for (const folder of ["pglite", "objects", "labels"]) expect(await modeOf(join(dataDir, folder)), folder).toBe(0o700);
    for (const folder of ["objects", "labels"]) {
      const names = await readdir(join(dataDir, folder));
      expect(names.length, folder).toBeGreaterThan(0);
      for (const name of names) expect(await modeOf(join(dataDir, folder, name)), name).toBe(0o600);
    }
  });

  it("refuses a backup of the other kind of database", async () => {
    const target = { ...(await serverLikeTarget()), ...(await diskStore()) };
    await expect(restoreBackup(backupFile, { ...target, force: false })).rejects.toThrow(/embedded PGlite.*Postgres server/);
  });
});

/** A target that says it is a server database, never reached: the kind check comes first. */
async function serverLikeTarget(): Promise<Database> {
  return { open: () => Promise.reject(new Error("not opened")), database: new PostgresDatabaseBackup("postgres://127.0.0.1:1/none") };
}
