CREATE INDEX "loans_listed_listed_at_idx" ON "loans" USING btree ("listed_at","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_current_principal_idx" ON "loans" USING btree ("current_principal","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_interest_rate_idx" ON "loans" USING btree ("interest_rate_pct","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_region_idx" ON "loans" USING btree ("region","listed_at","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_property_type_idx" ON "loans" USING btree ("property_type","listed_at","id","bank_id") WHERE "loans"."status" = 'listed';