CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscribers_email_lower_idx" ON "subscribers" USING btree (lower("email"));