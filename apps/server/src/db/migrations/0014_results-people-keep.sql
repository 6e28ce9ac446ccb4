ALTER TABLE "crs_results" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "crs_results" ADD COLUMN "share_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "crs_results_share_token_idx" ON "crs_results" USING btree ("share_token") WHERE "crs_results"."share_token" is not null;