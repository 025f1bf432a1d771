ALTER TABLE "refunds" ADD COLUMN "items_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "seller_discount_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "delivery_amount" numeric(12, 2);