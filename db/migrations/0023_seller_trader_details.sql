ALTER TABLE "seller_profiles" ADD COLUMN "trader" jsonb;--> statement-breakpoint
-- Sellers approved before: their latest approved application's details.
UPDATE "seller_profiles" s SET "trader" = (
  SELECT jsonb_build_object(
    'status', a.trader_status, 'legalName', a.legal_name, 'addressLine', a.address_line,
    'postalCode', a.postal_code, 'city', a.city, 'country', a.country, 'phone', a.phone, 'email', a.email,
    'companyId', a.company_id, 'vatNumber', a.vat_number)
  FROM "seller_applications" a
  WHERE a.user_id = s.user_id AND a.status = 'approved'
  ORDER BY a.reviewed_at DESC NULLS LAST, a.created_at DESC
  LIMIT 1
);
