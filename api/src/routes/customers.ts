/**
 * @module /api/customers: the customer book and its pocket images. Admin only
 * (the order form upserts customers itself; it never calls these).
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { addPocketImage } from "@stringing/core/customers/add-pocket-image";
import { customerPatchSchema, customerSchema, customerSearchSchema } from "@stringing/core/customers/customer-schema";
import { deleteCustomer } from "@stringing/core/customers/delete-customer";
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_LARGE_DETAIL,
  MAX_POCKET_IMAGE_CHARS,
  pocketImageSchema,
  removePocketImageSchema,
} from "@stringing/core/customers/pocket-image";
import { removePocketImage } from "@stringing/core/customers/remove-pocket-image";
import type { CustomerRepository } from "@stringing/core/ports/customer-repository.port";
import type { ImageNormalizer } from "@stringing/core/ports/image-normalizer.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type CustomerRoutesDeps = {
  customers: CustomerRepository;
  /** Where data-URL pocket images are stored; without it they are refused with 400. */
  objects?: ObjectStore | undefined;
  /** Decodes data-URL pocket images and re-encodes them without metadata (a phone photo's location). */
  images: ImageNormalizer;
};

/**
 * docs/rules/customers.md, Pocket images: an oversized pocket image answers "Image too large" with the
 * detail "Maximum file size is 10MB" in `errors.imageUrl`, which a plain
 * schema message cannot carry both of.
 */
const pocketImageSize = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null);
  const imageUrl = body && typeof body === "object" ? (body as { imageUrl?: unknown }).imageUrl : undefined;
  if (typeof imageUrl === "string" && imageUrl.length > MAX_POCKET_IMAGE_CHARS) {
    return c.json({ message: IMAGE_TOO_LARGE, errors: { imageUrl: IMAGE_TOO_LARGE_DETAIL } }, 400);
  }
  await next();
});

export const customerRoutes = (deps: CustomerRoutesDeps) => {
  const addImage = addPocketImage(deps);
  const removeImage = removePocketImage(deps);
  const remove = deleteCustomer(deps);
  return new Hono<AppEnv>()
    .get("/", requireAdmin, validate("query", customerSearchSchema.extend(pagingQuerySchema.shape)), async (c) =>
      c.json(await deps.customers.list(c.req.valid("query"))),
    )
    .get("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const customer = await deps.customers.find(c.req.valid("param").id);
      return customer ? c.json(customer) : c.json({ message: "Customer not found" }, 404);
    })
    .post("/", requireAdmin, validate("json", customerSchema), async (c) => {
      const result = await deps.customers.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", customerPatchSchema), async (c) => {
      const result = await deps.customers.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await remove(c.req.valid("param").id);
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "Customer deleted", id: result.value.id });
    })
    .post("/:id/images", requireAdmin, validate("param", idParamSchema), pocketImageSize, validate("json", pocketImageSchema), async (c) => {
      const result = await addImage(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .post("/:id/remove-image", requireAdmin, validate("param", idParamSchema), validate("json", removePocketImageSchema), async (c) => {
      const result = await removeImage(c.req.valid("param").id, c.req.valid("json").imageUrl);
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    });
};
