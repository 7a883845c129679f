import { Hono } from "hono";
import { contactMessageSchema, contactRespondedSchema, type Contact } from "@stringing/core/marketing/contact-message";
import type { SubmitContactMessageInput } from "@stringing/core/marketing/submit-contact-message";
import type { ContactRepository } from "@stringing/core/ports/contact-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type ContactRoutesDeps = {
  contacts: ContactRepository;
  submit: (message: SubmitContactMessageInput) => Promise<Result<Contact>>;
  /** Where the links of the owner's notice point. */
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

/** Contact-form messages: anyone may leave one; the admin reads and marks them. */
export const contactRoutes = (deps: ContactRoutesDeps) =>
  new Hono<AppEnv>()
    .post("/", validate("json", contactMessageSchema), async (c) => {
      const result = await deps.submit({ ...c.req.valid("json"), siteOrigin: deps.origin });
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .get("/", requireAdmin, validate("query", pagingQuerySchema), async (c) => c.json(await deps.contacts.list(c.req.valid("query"))))
    .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", contactRespondedSchema), async (c) => {
      const contact = await deps.contacts.setResponded(c.req.valid("param").id, c.req.valid("json").responded);
      if (!contact) return c.json({ message: "Contact not found" }, 404);
      return c.json(contact);
    });
