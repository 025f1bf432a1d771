CREATE INDEX "orders_full_name_trgm" ON "orders" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);