-- What a French buyer abbreviates (« sav », « rgpd », « rdv » …) finds what it stands for, and the other way round.
-- Unaccented and lower-case, as search_synonyms holds them; a word belongs to one group only.
INSERT INTO search_synonyms (terms) VALUES
  (ARRAY['sav', 'service apres vente', 'support client', 'service client', 'customer support', 'customer service']),
  (ARRAY['faq', 'foire aux questions', 'questions frequentes']),
  (ARRAY['rgpd', 'gdpr', 'dsgvo', 'protection des donnees']),
  (ARRAY['bdd', 'base de donnees', 'database']),
  (ARRAY['compta', 'comptabilite', 'comptable', 'accounting']),
  (ARRAY['devis', 'chiffrage', 'quote', 'quotation']),
  (ARRAY['rdv', 'rendez vous', 'appointment']),
  (ARRAY['pme', 'tpe', 'petite entreprise', 'sme', 'smb']),
  (ARRAY['bi', 'business intelligence', 'informatique decisionnelle']),
  (ARRAY['kpi', 'indicateur de performance', 'indicateurs cles']),
  (ARRAY['ocr', 'reconnaissance de caracteres']),
  (ARRAY['ndf', 'notes de frais', 'expense report']),
  (ARRAY['erp', 'pgi', 'progiciel de gestion integre']),
  (ARRAY['ao', 'appel d offres', 'dce']);--> statement-breakpoint
UPDATE search_synonyms SET terms = terms || ARRAY['hr', 'human resources', 'grh', 'drh'] WHERE 'rh' = ANY (terms);--> statement-breakpoint
UPDATE search_synonyms SET terms = terms || ARRAY['ki', 'kunstliche intelligenz', 'inteligencia artificial']
  WHERE 'ia' = ANY (terms);
