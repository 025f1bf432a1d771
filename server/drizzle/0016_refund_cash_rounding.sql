ALTER TABLE "refunds" ADD COLUMN "cash_total" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cash_rounding" numeric(20, 2);