ALTER TABLE "currencies" ADD COLUMN "display_step" numeric(18, 2) DEFAULT '0.01' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "cash_step" numeric(18, 2) DEFAULT '0.01' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_step" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_step" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_total" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_rounding" numeric(20, 2);--> statement-breakpoint
-- The seeded currencies of a database created before this migration (issue 26, ADR 0042): prices shown to
-- 1,000 Lebanese / 100 Syrian pounds, cash paid to the smallest note in use (5,000 LBP, 1,000 old SYP).
UPDATE "currencies" SET "display_step" = '1000.00', "cash_step" = '5000.00' WHERE "code" = 'LBP';--> statement-breakpoint
UPDATE "currencies" SET "display_step" = '100.00', "cash_step" = '1000.00' WHERE "code" = 'SYP';
