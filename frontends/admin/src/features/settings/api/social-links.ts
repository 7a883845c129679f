/** @module `/api/social-links`: GET, POST, PUT, DELETE. */
import type { SocialLink } from "@stringing/core/content/social-link";
import { catalogueResource } from "./catalogue-resource.ts";

export type SocialLinkRow = Omit<SocialLink, "updatedAt"> & { updatedAt: string };

export const socialLinks = catalogueResource<SocialLinkRow, Record<string, unknown>>("/api/social-links");
