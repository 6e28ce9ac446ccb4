DROP INDEX "news_published_date_idx";--> statement-breakpoint
DROP INDEX "news_published_views_idx";--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("is_published","publish_date","id");--> statement-breakpoint
CREATE INDEX "news_published_views_at_idx" ON "news" USING btree ("is_published","view_count","id");