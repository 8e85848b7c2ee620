CREATE TABLE "product_release_guides" (
	"release_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_release_guides_release_id_locale_pk" PRIMARY KEY("release_id","locale")
);
--> statement-breakpoint
CREATE TABLE "deployment_checklist_ticks" (
	"order_item_id" uuid NOT NULL,
	"step" text NOT NULL,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_checklist_ticks_order_item_id_step_pk" PRIMARY KEY("order_item_id","step"),
	CONSTRAINT "deployment_checklist_ticks_step_length" CHECK (char_length("deployment_checklist_ticks"."step") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "product_release_guides" ADD CONSTRAINT "product_release_guides_release_id_product_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."product_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_checklist_ticks" ADD CONSTRAINT "deployment_checklist_ticks_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;