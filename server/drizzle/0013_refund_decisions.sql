ALTER TABLE "refunds" ADD COLUMN "approved_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "refunds_status_created_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_approved_amount_check" CHECK ("refunds"."approved_amount" is null or ("refunds"."approved_amount" > 0 and "refunds"."approved_amount" <= "refunds"."amount"));