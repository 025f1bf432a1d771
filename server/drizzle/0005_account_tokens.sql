-- Issue 16, account owners: a per-user token version (carried in access tokens as `ver`; changing or
-- resetting the password and signing out everywhere add 1), and a cart line holds at most 99.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Lines merged past 99 before the limit existed keep the most a line may hold.
UPDATE "cart_items" SET "quantity" = 99 WHERE "quantity" > 99;
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_quantity_check";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" between 1 and 99);
