import type { CategorySlug } from './categories.ts';
import type { DemoSeller } from './types.ts';

export interface SellerSeed extends DemoSeller {
  /** 1–3 related categories this seller publishes in, main one first. */
  categories: CategorySlug[];
}

/** 20 fictional French/European agencies and freelancers (all domains under the reserved `.example` TLD). */
export const SELLERS: readonly SellerSeed[] = [
  {
    key: 'atelier-neuronal',
    publicName: 'Atelier Neuronal',
    bio: "Studio parisien spécialisé dans les applications d'IA générative pour les PME. Nous concevons des produits SaaS robustes, documentés et pensés pour passer en production rapidement. Plus de quatre-vingts déploiements réalisés depuis 2022.",
    website: 'https://atelier-neuronal.example',
    contactEmail: 'bonjour@atelier-neuronal.example',
    expertise: ['SaaS', 'IA générative', 'Next.js', 'RAG'],
    certified: true,
    joinedDaysAgo: 880,
    categories: ['saas', 'generative', 'agents'],
  },
  {
    key: 'camille-roux',
    publicName: 'Camille Roux — Automatisations',
    bio: "Consultante indépendante en automatisation marketing, basée à Nantes. J'aide les équipes commerciales et marketing à gagner du temps avec n8n, Make et des prompts bien pensés. Ancienne responsable growth en start-up.",
    website: 'https://camilleroux-automatisations.example',
    contactEmail: 'camille@camilleroux-automatisations.example',
    expertise: ['n8n', 'Make', 'Growth marketing', 'CRM'],
    certified: true,
    joinedDaysAgo: 720,
    categories: ['marketing', 'rpa'],
  },
  {
    key: 'lumiere-data',
    publicName: 'Lumière Data',
    bio: 'Cabinet lyonnais de data science au service des ETI et des scale-ups. Nous transformons vos historiques en prévisions fiables et en tableaux de bord lisibles par les équipes métier.',
    website: 'https://lumiere-data.example',
    contactEmail: 'contact@lumiere-data.example',
    expertise: ['Data science', 'Prévision', 'BI', 'Python'],
    certified: false,
    joinedDaysAgo: 950,
    categories: ['analytics', 'saas'],
  },
  {
    key: 'brume-labs',
    publicName: 'Brume Labs',
    bio: "Laboratoire indépendant d'agents conversationnels et autonomes, installé à Rennes. Nous privilégions des architectures sobres, auditables et hébergées en Europe.",
    website: 'https://brume-labs.example',
    contactEmail: 'hello@brume-labs.example',
    expertise: ['Agents IA', 'Support client', 'LangGraph', 'Évaluation'],
    certified: false,
    joinedDaysAgo: 410,
    categories: ['agents', 'support'],
  },
  {
    key: 'studio-hexagone',
    publicName: 'Studio Hexagone IA',
    bio: "Collectif de designers et de développeurs qui crée des templates et des outils pour accélérer les projets d'IA. Nos kits sont utilisés par plus de deux mille équipes francophones.",
    website: 'https://studio-hexagone.example',
    contactEmail: 'equipe@studio-hexagone.example',
    expertise: ['Templates', 'Design system', 'React', 'Prompt engineering'],
    certified: true,
    joinedDaysAgo: 640,
    categories: ['tools', 'generative'],
  },
  {
    key: 'hugo-lefevre',
    publicName: 'Hugo Lefèvre — No-code & IA',
    bio: 'Freelance no-code depuis 2019, je construis des workflows Make et Zapier pour les TPE et les indépendants. Mon credo : des automatisations simples, fiables et faciles à reprendre.',
    website: 'https://hugolefevre-nocode.example',
    contactEmail: 'hugo@hugolefevre-nocode.example',
    expertise: ['Make', 'Zapier', 'Airtable', 'No-code'],
    certified: false,
    joinedDaysAgo: 530,
    categories: ['marketing', 'tools'],
  },
  {
    key: 'nordlicht-automation',
    publicName: 'Nordlicht Automation',
    bio: "Agence d'automatisation des processus présente à Hambourg et à Strasbourg. Nous combinons RPA et IA documentaire pour les services financiers et logistiques. Accompagnement en français, en allemand et en anglais.",
    website: 'https://nordlicht-automation.example',
    contactEmail: 'kontakt@nordlicht-automation.example',
    expertise: ['RPA', 'IA documentaire', 'SAP', 'Conformité'],
    certified: true,
    joinedDaysAgo: 1010,
    categories: ['rpa', 'agents'],
  },
  {
    key: 'clairvoyance-analytics',
    publicName: 'Clairvoyance Analytics',
    bio: "Équipe bordelaise d'analystes et d'ingénieurs en apprentissage automatique. Nous aidons les directions marketing et financières à anticiper plutôt qu'à constater.",
    website: 'https://clairvoyance-analytics.example',
    contactEmail: 'contact@clairvoyance-analytics.example',
    expertise: ['Machine learning', 'Marketing analytics', 'Churn', 'Looker Studio'],
    certified: false,
    joinedDaysAgo: 300,
    categories: ['analytics', 'marketing'],
  },
  {
    key: 'elodie-martin',
    publicName: 'Élodie Martin — Chatbots & Support',
    bio: "Ancienne responsable du service client d'un e-commerçant, je conçois des assistants qui soulagent vraiment les équipes support. Chaque projet commence par l'analyse de vos tickets réels.",
    website: 'https://elodiemartin-support.example',
    contactEmail: 'elodie@elodiemartin-support.example',
    expertise: ['Chatbots', 'Zendesk', 'Service client', 'RAG'],
    certified: true,
    joinedDaysAgo: 460,
    categories: ['support', 'tools'],
  },
  {
    key: 'vague-numerique',
    publicName: 'Vague Numérique',
    bio: "Agence marseillaise de marketing digital augmenté par l'IA. Nous produisons campagnes, contenus et visuels pour des marques du commerce et du tourisme.",
    website: 'https://vague-numerique.example',
    contactEmail: 'studio@vague-numerique.example',
    expertise: ['Réseaux sociaux', 'Publicité', 'Contenus', 'Visuels IA'],
    certified: false,
    joinedDaysAgo: 370,
    categories: ['marketing', 'generative'],
  },
  {
    key: 'kairos-agents',
    publicName: 'Kairos Agents',
    bio: 'Start-up parisienne qui conçoit des agents IA pour les équipes commerciales et les opérations. Nos agents sont livrés avec supervision, garde-fous et journal d’audit.',
    website: 'https://kairos-agents.example',
    contactEmail: 'team@kairos-agents.example',
    expertise: ['Agents IA', 'Sales ops', 'Serveurs MCP', 'TypeScript'],
    certified: false,
    joinedDaysAgo: 250,
    categories: ['agents', 'saas'],
  },
  {
    key: 'flux-et-forme',
    publicName: 'Flux & Forme',
    bio: 'Petit studio lillois qui réunit automatisation et design. Nous publions des templates soignés pour Notion, Airtable et n8n, testés en conditions réelles chez nos clients.',
    website: 'https://flux-et-forme.example',
    contactEmail: 'salut@flux-et-forme.example',
    expertise: ['Notion', 'Airtable', 'n8n', 'Design'],
    certified: false,
    joinedDaysAgo: 590,
    categories: ['tools', 'marketing'],
  },
  {
    key: 'semaphore-conseil',
    publicName: 'Sémaphore Conseil',
    bio: 'Cabinet toulousain de conseil en transformation des opérations. Nous déployons des assistants et des robots logiciels dans les services client, RH et administratifs, avec une attention particulière au RGPD.',
    website: 'https://semaphore-conseil.example',
    contactEmail: 'contact@semaphore-conseil.example',
    expertise: ['Conseil', 'RGPD', 'RPA', 'Service client'],
    certified: true,
    joinedDaysAgo: 1090,
    categories: ['support', 'rpa', 'saas'],
  },
  {
    key: 'pixel-et-prompt',
    publicName: 'Pixel & Prompt',
    bio: "Studio créatif bruxellois à la croisée de la direction artistique et de l'IA générative. Nous créons des chaînes de production visuelle qui respectent la charte de chaque marque.",
    website: 'https://pixel-et-prompt.example',
    contactEmail: 'atelier@pixel-et-prompt.example',
    expertise: ['Direction artistique', "Génération d'images", 'Vidéo', 'Branding'],
    certified: false,
    joinedDaysAgo: 340,
    categories: ['generative', 'tools'],
  },
  {
    key: 'baptiste-girard',
    publicName: 'Baptiste Girard — Data & IA',
    bio: "Data scientist indépendant, passé par la banque et l'assurance. Je livre des modèles prédictifs explicables et des agents d'analyse pour les PME qui n'ont pas d'équipe data.",
    website: 'https://baptistegirard-data.example',
    contactEmail: 'baptiste@baptistegirard-data.example',
    expertise: ['Python', 'Scoring', 'Prévision', "Agents d'analyse"],
    certified: false,
    joinedDaysAgo: 210,
    categories: ['analytics', 'agents'],
  },
  {
    key: 'orbe-logiciel',
    publicName: 'Orbe Logiciel',
    bio: 'Éditeur nantais de logiciels métier pour les TPE. Nous proposons des SaaS prêts à l’emploi, hébergés en France, avec un support humain joignable par téléphone.',
    website: 'https://orbe-logiciel.example',
    contactEmail: 'support@orbe-logiciel.example',
    expertise: ['SaaS', 'Hébergement souverain', 'Support', 'Vue.js'],
    certified: true,
    joinedDaysAgo: 760,
    categories: ['saas', 'support'],
  },
  {
    key: 'estudio-faro',
    publicName: 'Estudio Faro IA',
    bio: "Agence franco-espagnole basée à Barcelone, spécialisée dans l'expérience client multilingue. Nos chatbots et nos campagnes fonctionnent nativement en français, en espagnol et en catalan.",
    website: 'https://estudio-faro.example',
    contactEmail: 'hola@estudio-faro.example',
    expertise: ['Multilingue', 'Chatbots', 'Tourisme', 'Marketing'],
    certified: false,
    joinedDaysAgo: 280,
    categories: ['support', 'marketing'],
  },
  {
    key: 'lucas-dubois',
    publicName: 'Lucas Dubois — Workflows n8n',
    bio: 'Développeur indépendant installé à Bruxelles et contributeur de la communauté n8n. Je publie des workflows robustes, commentés et faciles à maintenir pour automatiser le back-office des PME.',
    website: 'https://lucasdubois-workflows.example',
    contactEmail: 'lucas@lucasdubois-workflows.example',
    expertise: ['n8n', 'API', 'Back-office', 'Auto-hébergement'],
    certified: false,
    joinedDaysAgo: 430,
    categories: ['rpa', 'tools', 'marketing'],
  },
  {
    key: 'helvetia-prompt-works',
    publicName: 'Helvetia Prompt Works',
    bio: "Studio lausannois qui développe des outils d'IA générative pour l'édition, la formation et la communication. Hébergement en Suisse disponible sur demande.",
    website: 'https://helvetia-promptworks.example',
    contactEmail: 'info@helvetia-promptworks.example',
    expertise: ['Édition', 'Formation', 'IA générative', 'Hébergement suisse'],
    certified: false,
    joinedDaysAgo: 180,
    categories: ['generative', 'saas'],
  },
  {
    key: 'constellation-conseil',
    publicName: 'Constellation Conseil',
    bio: "Cabinet indépendant d'architectes IA qui accompagne les DSI dans l'industrialisation de leurs projets. Nous partageons nos accélérateurs : agents, modèles d'analyse et outils de gouvernance.",
    website: 'https://constellation-conseil.example',
    contactEmail: 'contact@constellation-conseil.example',
    expertise: ['Architecture IA', 'Gouvernance', 'AI Act', 'MLOps'],
    certified: false,
    joinedDaysAgo: 680,
    categories: ['agents', 'analytics', 'tools'],
  },
];

/** Public shape only (drops the internal `categories` field), as fresh objects. */
export function toDemoSeller(seller: SellerSeed): DemoSeller {
  return {
    key: seller.key,
    publicName: seller.publicName,
    bio: seller.bio,
    website: seller.website,
    contactEmail: seller.contactEmail,
    expertise: seller.expertise.slice(),
    certified: seller.certified,
    joinedDaysAgo: seller.joinedDaysAgo,
  };
}

/** Sellers publishing in a category, with a weight favouring their main category. */
export function sellersForCategory(slug: string): { sellers: SellerSeed[]; weights: number[] } {
  const sellers: SellerSeed[] = [];
  const weights: number[] = [];
  for (const seller of SELLERS) {
    const rank = seller.categories.indexOf(slug as CategorySlug);
    if (rank >= 0) {
      sellers.push(seller);
      weights.push(rank === 0 ? 3 : rank === 1 ? 2 : 1);
    }
  }
  return { sellers, weights };
}
