ALTER TABLE "payouts" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "payee_iban" text;
