/** The information pages and their French level-one headings. */
export const infoPages = [
  { path: '/about', h1: 'À propos de Déploia' },
  { path: '/faq', h1: 'Questions fréquentes' },
  { path: '/contact', h1: 'Contactez-nous' },
  { path: '/resources', h1: 'Ressources et guides' },
  { path: '/resources/choisir-un-produit-ia', h1: 'Choisir un produit IA' },
  { path: '/resources/acheter-en-confiance', h1: 'Acheter en confiance' },
  { path: '/resources/deployer-en-24h', h1: 'Déployer en 24 h' },
  { path: '/privacy-policy', h1: 'Politique de confidentialité' },
  { path: '/terms-of-service', h1: 'Conditions générales de vente' },
  { path: '/legal', h1: 'Mentions légales' },
  { path: '/transparency', h1: 'Transparence' },
  { path: '/newsletter', h1: 'Newsletter Déploia' },
];
