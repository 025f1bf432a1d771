ALTER TABLE "countries" ADD COLUMN "delivery_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "free_delivery_from" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The seeded countries of a database created before this migration (issue 15): USD, as every price (ADR 0003).
UPDATE "countries" SET "delivery_fee" = '2.00', "free_delivery_from" = '50.00' WHERE "id" = 1;--> statement-breakpoint
UPDATE "countries" SET "delivery_fee" = '4.00', "free_delivery_from" = '75.00' WHERE "id" = 2;
