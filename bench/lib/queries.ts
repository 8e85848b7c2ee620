/**
 * Search queries a French-speaking buyer might type, some without accents or with typos, for the
 * "API search mix" scenario. Each connection cycles through all of them.
 */
export const searchQueries = [
  'chatbot',
  'automatisation',
  'chatbot rag',
  'agent commercial',
  'analyse predictive',
  'facturation',
  'support client',
  "generateur d'images",
  'générateur de contenu',
  'assistant juridique',
  'résumé de réunions',
  'transcription audio',
  'tri des emails',
  'prospection linkedin',
  'service client whatsapp',
  'detection de fraude',
  'prévision des ventes',
  'redaction seo',
  'extraction factures pdf',
  'onboarding rh',
  'traduction automatique',
  'recrutement cv',
  'comptabilite',
  'automatisaton',
  'chatbot e-commerce',
  'veille concurrentielle',
  'analyse des avis clients',
  'agent vocal',
] as const;

export const searchPath = (q: string) => `/api/v1/products?q=${encodeURIComponent(q)}`;
