/**
 * Shared text fragments and commercial parameters per category, reused by every product
 * description (keeps large catalogues fast: descriptions are assembled, never invented).
 */
import type { CategorySlug } from './categories.ts';

export interface CategoryContent {
  /** Tag always eligible for products of this category. */
  baseTag: string;
  intro: string[];
  included: string[];
  /** Alternative ordered deployment procedures; `{hosting}` is replaced by the hosting place. */
  steps: string[][];
  prereq: string[];
  hostings: string[];
  hours: number[];
  costRange: [number, number];
  /** Whole-euro ladders. */
  oneTimeEuros: number[];
  monthlyEuros: number[];
  monthlyShare: number;
  yearlyShare: number;
  /** Probability that the product shows an AI-interaction disclosure to end users. */
  disclosureRate: number;
}

export const CONTENT: Record<CategorySlug, CategoryContent> = {
  saas: {
    baseTag: 'saas',
    intro: [
      "Il s'agit d'une application web complète, livrée avec son interface d'administration, ses comptes utilisateurs et sa facturation.",
      'Vous la déployez sous votre propre nom de domaine et à vos couleurs, sans écrire de code.',
      "Le produit est conçu pour être proposé à vos propres clients sous forme d'abonnement.",
      "Les traitements d'IA sont orchestrés côté serveur, avec un suivi de la consommation par utilisateur.",
    ],
    included: [
      "Le code source complet de l'application (TypeScript)",
      'Une interface d’administration pour gérer utilisateurs et abonnements',
      "L'intégration Stripe pour la facturation récurrente",
      "Des modèles d'e-mails transactionnels en français",
      'Un thème personnalisable à votre charte graphique',
      'Des tests automatisés et une intégration continue prête à l’emploi',
      "Un tableau de bord de suivi des coûts d'API par client",
      "Une page d'accueil marketing prête à publier",
    ],
    steps: [
      [
        "Dupliquez le dépôt fourni et renseignez les variables d'environnement.",
        'Connectez votre base de données et lancez les migrations.',
        'Configurez votre compte Stripe et vos offres tarifaires.',
        'Personnalisez le logo, les couleurs et les textes.',
        'Déployez sur {hosting} et pointez votre nom de domaine.',
      ],
      [
        "Lancez l'assistant d'installation en ligne de commande.",
        'Ajoutez vos clés API et testez la connexion au modèle.',
        'Importez vos contenus de démonstration ou vos premières données.',
        'Invitez vos premiers utilisateurs en mode bêta.',
        'Passez en production sur {hosting}.',
      ],
    ],
    prereq: [
      "Un nom de domaine et l'accès à sa configuration DNS",
      'Un compte Stripe pour encaisser les abonnements',
      'Une base PostgreSQL (fournie par la plupart des hébergeurs)',
      "Des notions d'administration web, ou l'aide du vendeur",
    ],
    hostings: ['Vercel', 'Docker sur votre serveur', 'Scaleway Serverless', 'Clever Cloud', 'OVHcloud Public Cloud'],
    hours: [4, 6, 8, 12, 16, 24, 24, 36, 48, 72],
    costRange: [30, 250],
    oneTimeEuros: [490, 590, 690, 790, 890, 990, 1190, 1290, 1490],
    monthlyEuros: [49, 59, 79, 99, 129, 149],
    monthlyShare: 0.4,
    yearlyShare: 0.12,
    disclosureRate: 0.95,
  },
  agents: {
    baseTag: 'agent-ia',
    intro: [
      "L'agent planifie lui-même ses actions, utilise des outils (recherche, e-mail, CRM) et rend compte de chaque étape.",
      'Des garde-fous configurables définissent ce qu’il peut faire seul et ce qui nécessite votre validation.',
      "Chaque décision est journalisée, ce qui permet d'auditer son comportement et de l'améliorer au fil du temps.",
      'Il travaille en continu et ne vous sollicite que lorsque votre intervention est utile.',
    ],
    included: [
      "L'agent configuré avec ses outils et ses instructions système",
      'Un tableau de bord de supervision des actions en cours',
      'Des règles de validation humaine paramétrables',
      "Un journal d'audit exportable de toutes les décisions",
      'Des connecteurs prêts à l’emploi pour Gmail, Outlook et Slack',
      'Un jeu de scénarios de test pour valider le comportement',
      'Une mémoire persistante par dossier ou par contact',
      'Un guide de réglage des instructions pour votre métier',
    ],
    steps: [
      [
        "Déployez l'agent sur {hosting} à l'aide du fichier de configuration fourni.",
        'Connectez les outils auxquels il aura accès (messagerie, CRM, agenda).',
        'Définissez les actions soumises à validation humaine.',
        'Lancez une période d’observation en mode brouillon.',
        'Activez le mode autonome une fois les résultats validés.',
      ],
      [
        'Renseignez vos clés API et les accès aux outils métier.',
        "Adaptez les instructions de l'agent à votre contexte et à votre ton.",
        'Rejouez les scénarios de test fournis.',
        'Mettez l’agent en production sur {hosting}, avec des plafonds de dépense.',
      ],
    ],
    prereq: [
      "Des comptes de service pour les outils que l'agent utilisera",
      'Une personne référente pour valider les premières actions',
      "Des plafonds de dépense définis sur votre compte d'API",
    ],
    hostings: ['Docker sur votre serveur', 'Scaleway Serverless', 'Vercel', 'n8n Cloud', 'Clever Cloud'],
    hours: [2, 4, 6, 8, 12, 16, 24, 48],
    costRange: [20, 300],
    oneTimeEuros: [190, 249, 290, 349, 390, 490, 590, 690, 790, 990],
    monthlyEuros: [39, 49, 79, 99],
    monthlyShare: 0.15,
    yearlyShare: 0.05,
    disclosureRate: 0.95,
  },
  marketing: {
    baseTag: 'marketing',
    intro: [
      'Le scénario se branche sur vos outils marketing existants et tourne en arrière-plan, sans intervention manuelle.',
      'Les textes générés respectent le ton de votre marque grâce à un guide de style que vous complétez une fois pour toutes.',
      'Chaque contenu peut passer par une étape de validation avant publication ou envoi.',
      'Les performances sont suivies automatiquement pour affiner les messages au fil des campagnes.',
    ],
    included: [
      'Le workflow complet, prêt à importer',
      'Un guide de style de marque à compléter',
      'Des modèles de messages en français et en anglais',
      'Une étape de validation optionnelle par e-mail ou Slack',
      'Un tableau de suivi des performances',
      'Une vidéo de démonstration de 15 minutes',
      'Des exemples de segmentation prêts à l’emploi',
      'Une checklist de conformité RGPD pour vos envois',
    ],
    steps: [
      [
        'Importez le workflow sur {hosting}.',
        'Connectez vos comptes (CRM, e-mailing, réseaux sociaux).',
        'Complétez le guide de style de votre marque.',
        'Lancez un premier envoi de test sur un petit segment.',
        'Activez la planification automatique.',
      ],
      [
        'Dupliquez le modèle fourni dans votre espace {hosting}.',
        'Renseignez vos clés API et vos listes de contacts.',
        'Ajustez les prompts et les déclencheurs.',
        'Vérifiez les premiers contenus générés puis passez en production.',
      ],
    ],
    prereq: [
      "Un compte sur votre outil d'e-mailing ou de CRM",
      'Une base de contacts collectée avec consentement',
      'Les accès administrateur aux comptes à connecter',
    ],
    hostings: ['Make.com', 'n8n Cloud', 'Zapier', 'n8n auto-hébergé (Docker)'],
    hours: [1, 2, 2, 3, 4, 6, 8, 12, 24],
    costRange: [5, 80],
    oneTimeEuros: [29, 39, 49, 69, 79, 99, 129, 149, 199, 249, 290, 390, 490],
    monthlyEuros: [19, 29, 39, 49],
    monthlyShare: 0.12,
    yearlyShare: 0.04,
    disclosureRate: 0.9,
  },
  support: {
    baseTag: 'support-client',
    intro: [
      "L'assistant répond uniquement à partir de vos contenus validés et cite ses sources pour limiter les erreurs.",
      'Quand une question dépasse son périmètre, il transmet la conversation à un humain avec un résumé du contexte.',
      'Les réponses sont disponibles 24 h/24, dans la langue de vos clients.',
      'Un tableau de bord mesure le taux de résolution et les sujets les plus demandés.',
    ],
    included: [
      "L'assistant configuré et son widget ou connecteur",
      "Le pipeline d'indexation de vos documents",
      "Des règles d'escalade vers vos équipes",
      'Un tableau de bord des conversations et du taux de résolution',
      'Des réponses types pour les demandes sensibles',
      'Un mode de test pour valider les réponses avant la mise en ligne',
      "La mention « vous échangez avec une IA » prête à l'emploi",
      'Une réindexation automatique chaque nuit',
    ],
    steps: [
      [
        "Connectez vos sources de connaissances (centre d'aide, documents, FAQ).",
        "Lancez l'indexation et vérifiez les réponses aux questions fréquentes.",
        "Configurez les règles d'escalade vers votre équipe.",
        'Déployez le widget ou le connecteur sur {hosting}.',
        'Suivez les premières conversations et ajustez les contenus.',
      ],
      [
        'Déployez le service sur {hosting}.',
        'Importez vos documents et vos anciennes conversations.',
        "Personnalisez le ton, le message d'accueil et les horaires de relais humain.",
        "Ouvrez l'assistant à un premier groupe de clients.",
      ],
    ],
    prereq: [
      'Une documentation ou une FAQ à jour',
      "L'accès administrateur à votre outil de support",
      'Une personne pour relire les réponses pendant la première semaine',
    ],
    hostings: [
      'Vercel',
      'Docker sur votre serveur',
      'Scaleway Serverless',
      'OVHcloud Public Cloud',
      'Infomaniak Public Cloud',
    ],
    hours: [2, 3, 4, 6, 8, 12, 24, 48],
    costRange: [15, 200],
    oneTimeEuros: [149, 199, 249, 290, 390, 490, 590, 690, 890],
    monthlyEuros: [29, 49, 79, 99, 149],
    monthlyShare: 0.3,
    yearlyShare: 0.06,
    disclosureRate: 1,
  },
  analytics: {
    baseTag: 'prediction',
    intro: [
      'Le modèle est entraîné sur votre historique puis réentraîné automatiquement chaque semaine.',
      "Chaque prédiction est accompagnée d'une explication lisible des facteurs qui l'influencent.",
      'Les résultats sont consultables dans un tableau de bord et par API pour alimenter vos outils.',
      'Les données brutes restent dans votre environnement : seuls des agrégats anonymisés servent à rédiger les commentaires.',
    ],
    included: [
      'Les pipelines de préparation des données',
      "Le modèle prédictif et son script d'entraînement",
      'Un tableau de bord prêt à l’emploi',
      'Des alertes e-mail ou Slack sur les seuils critiques',
      'Un rapport mensuel commenté en langage clair',
      'Une API de prédiction documentée',
      'Une note méthodologique sur les indicateurs de fiabilité',
      'Des connecteurs pour Google Sheets, PostgreSQL et BigQuery',
    ],
    steps: [
      [
        'Connectez vos sources de données historiques.',
        "Lancez l'audit automatique de la qualité des données.",
        'Entraînez le modèle et vérifiez les indicateurs de fiabilité.',
        'Publiez le tableau de bord sur {hosting}.',
        'Programmez le réentraînement et les alertes.',
      ],
      [
        "Exportez au moins douze mois d'historique au format fourni.",
        'Déployez le pipeline sur {hosting}.',
        'Validez les premières prédictions avec vos équipes métier.',
        'Activez les rapports automatiques.',
      ],
    ],
    prereq: [
      "Au moins douze mois d'historique de données",
      'Un accès en lecture à vos bases ou à vos exports',
      'Un référent métier pour valider les premières prédictions',
    ],
    hostings: ['Docker sur votre serveur', 'Scaleway Serverless', 'OVHcloud Public Cloud', 'Clever Cloud'],
    hours: [8, 12, 16, 24, 24, 36, 48, 72],
    costRange: [20, 180],
    oneTimeEuros: [290, 390, 490, 590, 790, 990, 1190, 1490],
    monthlyEuros: [79, 99, 129, 149],
    monthlyShare: 0.2,
    yearlyShare: 0.08,
    disclosureRate: 0.6,
  },
  rpa: {
    baseTag: 'rpa',
    intro: [
      'Le robot combine lecture intelligente de documents et automatisation des saisies dans vos logiciels, y compris ceux sans API.',
      'Les cas ambigus rejoignent une file de contrôle où un collaborateur valide en un clic.',
      'Chaque traitement est tracé, ce qui facilite les contrôles et les audits.',
      'Il absorbe les pics d’activité sans recours à l’intérim.',
    ],
    included: [
      'Le robot configuré et ses règles de traitement',
      "Un module d'extraction de documents (PDF, scans, e-mails)",
      'Une file de contrôle humain pour les cas ambigus',
      'Un journal de traçabilité complet',
      'Des connecteurs pour les principaux ERP et logiciels comptables',
      'Un rapport hebdomadaire des volumes traités et du temps gagné',
      "Un guide d'exploitation pour vos équipes",
    ],
    steps: [
      [
        'Cartographiez avec le vendeur le processus à automatiser.',
        'Installez le robot sur {hosting}.',
        'Connectez les boîtes mail et les logiciels concernés.',
        'Faites tourner le robot en parallèle du traitement manuel pendant une semaine.',
        'Basculez en production avec contrôle des cas ambigus.',
      ],
      [
        'Déployez le robot sur {hosting}.',
        'Configurez les règles de gestion et les seuils de confiance.',
        'Testez sur un échantillon de documents réels.',
        "Formez l'équipe à la file de contrôle.",
      ],
    ],
    prereq: [
      'Des comptes de service sur les logiciels à automatiser',
      "Un échantillon d'une cinquantaine de documents représentatifs",
      'Un responsable du processus côté métier',
    ],
    hostings: ['Docker sur votre serveur', 'n8n auto-hébergé (Docker)', 'OVHcloud Public Cloud', 'Make.com'],
    hours: [6, 8, 12, 16, 24, 36, 48, 72],
    costRange: [10, 150],
    oneTimeEuros: [190, 290, 390, 490, 690, 890, 1090, 1290],
    monthlyEuros: [49, 79, 99],
    monthlyShare: 0.1,
    yearlyShare: 0.05,
    disclosureRate: 0.5,
  },
  generative: {
    baseTag: 'ia-generative',
    intro: [
      'Les créations sont produites en quelques secondes et restent cohérentes avec votre identité visuelle ou éditoriale.',
      'Vous gardez la main : chaque proposition peut être affinée, régénérée ou retouchée avant export.',
      "Les contenus générés sont signalés comme tels, conformément aux obligations de transparence de l'AI Act.",
      "L'outil est pensé pour produire en volume, avec export par lot.",
    ],
    included: [
      'Le pipeline de génération configuré',
      'Une interface de création et de validation',
      'Des préréglages de style adaptés à votre usage',
      "L'export haute définition dans les formats courants",
      'Un guide des bonnes pratiques de prompts',
      'Le marquage des contenus générés par IA',
      'Un traitement par lot pour les gros volumes',
    ],
    steps: [
      [
        "Déployez l'outil sur {hosting}.",
        'Ajoutez vos clés API et vos éléments de marque.',
        'Générez une première série et choisissez vos préréglages.',
        'Invitez votre équipe et lancez la production.',
      ],
      [
        'Installez le pipeline sur {hosting}.',
        'Importez quelques exemples de référence pour guider le style.',
        'Validez les premiers rendus avec le vendeur.',
        "Activez l'export automatique vers vos outils.",
      ],
    ],
    prereq: [
      'Vos éléments de marque (logo, couleurs, exemples de contenus)',
      'Un compte chez le fournisseur du modèle de génération',
      'Les droits sur les contenus que vous fournissez en entrée',
    ],
    hostings: ['Vercel', 'Docker sur votre serveur', 'Scaleway Serverless', 'Infomaniak Public Cloud'],
    hours: [1, 2, 3, 4, 6, 8, 12, 24],
    costRange: [10, 200],
    oneTimeEuros: [29, 39, 49, 79, 99, 149, 199, 290, 390],
    monthlyEuros: [19, 29, 39],
    monthlyShare: 0.15,
    yearlyShare: 0.05,
    disclosureRate: 1,
  },
  tools: {
    baseTag: 'template',
    intro: [
      "C'est un point de départ solide, que vous adaptez librement à votre contexte.",
      'Tout est documenté en français, avec des exemples concrets.',
      "Idéal pour gagner plusieurs jours de mise en place sur vos propres projets d'IA.",
      'La licence autorise un usage commercial pour vos projets et ceux de vos clients.',
    ],
    included: [
      'Les fichiers sources prêts à importer ou à cloner',
      'Une documentation pas à pas en français',
      "Des exemples d'utilisation commentés",
      "Une licence d'usage commercial",
      'Les mises à jour pendant douze mois',
      "L'accès au canal d'entraide des acheteurs",
      'Une vidéo de prise en main',
    ],
    steps: [
      [
        "Téléchargez l'archive ou dupliquez le modèle.",
        'Suivez le guide de démarrage rapide.',
        'Renseignez vos clés et vos paramètres.',
        "Adaptez les exemples à votre cas d'usage.",
      ],
      [
        'Importez le modèle sur {hosting}.',
        "Lancez l'exemple fourni pour vérifier l'installation.",
        'Personnalisez la configuration.',
        'Partagez-le avec votre équipe.',
      ],
    ],
    prereq: [
      'Un ordinateur récent et une connexion internet',
      "Des bases sur l'outil concerné, ou une heure pour suivre le guide",
    ],
    hostings: ['Docker sur votre serveur', 'Vercel', 'n8n Cloud', 'Make.com'],
    hours: [1, 1, 2, 2, 3, 4, 6, 8],
    costRange: [5, 40],
    oneTimeEuros: [29, 39, 49, 59, 69, 79, 99, 129, 149, 190],
    monthlyEuros: [19, 29],
    monthlyShare: 0.04,
    yearlyShare: 0.03,
    disclosureRate: 0.7,
  },
};

export const GENERIC_INCLUDED: readonly string[] = [
  'Une session de prise en main de 30 minutes en visio',
  'Le support du vendeur par e-mail pendant 30 jours',
  "Une documentation d'installation en français",
  'Les mises à jour correctives pendant un an',
];

/** Hosting → where it runs (phrase used after "sur") and possible data locations. */
export const HOSTINGS: Record<string, { place: string; locations: string[] }> = {
  Vercel: { place: 'Vercel', locations: ['UE (Francfort)', 'UE (Paris)'] },
  'Docker sur votre serveur': {
    place: 'votre serveur (Docker)',
    locations: ['Votre infrastructure', 'France (OVHcloud)'],
  },
  'Scaleway Serverless': { place: 'Scaleway Serverless', locations: ['France (Scaleway, Paris)'] },
  'Clever Cloud': { place: 'Clever Cloud', locations: ['France (Clever Cloud)'] },
  'OVHcloud Public Cloud': { place: 'OVHcloud', locations: ['France (OVHcloud)', 'France (OVHcloud, Roubaix)'] },
  'Infomaniak Public Cloud': { place: 'Infomaniak', locations: ['Suisse (Infomaniak)'] },
  'n8n Cloud': { place: 'n8n Cloud', locations: ['UE (Francfort)'] },
  'n8n auto-hébergé (Docker)': { place: 'votre instance n8n', locations: ['Votre infrastructure'] },
  'Make.com': { place: 'Make.com', locations: ['UE (Francfort)'] },
  Zapier: { place: 'Zapier', locations: ['États-Unis (Zapier)'] },
  Notion: { place: 'Notion', locations: ['États-Unis (Notion)', 'UE (Francfort)'] },
  Airtable: { place: 'Airtable', locations: ['États-Unis (Airtable)'] },
  'Google Apps Script': { place: 'Google Workspace', locations: ['UE (Google Cloud)'] },
  'Extension de navigateur': { place: 'votre navigateur', locations: ['Votre poste'] },
  'Votre hébergement WordPress': { place: 'votre site WordPress', locations: ['Votre infrastructure'] },
};

/** Tag-driven hosting overrides (first match wins). */
export const HOSTING_BY_TAG: readonly [string, readonly string[]][] = [
  ['n8n', ['n8n Cloud', 'n8n auto-hébergé (Docker)']],
  ['make', ['Make.com']],
  ['zapier', ['Zapier']],
  ['airtable', ['Airtable']],
  ['obsidian', ['Extension de navigateur']],
  ['chrome', ['Extension de navigateur']],
  ['google-sheets', ['Google Apps Script']],
  ['google-workspace', ['Google Apps Script']],
  ['wordpress', ['Votre hébergement WordPress', 'Docker sur votre serveur']],
  ['docker', ['Docker sur votre serveur']],
];

/** Extra environment keys implied by integrations named in the tags. */
export const KEYS_BY_TAG: Record<string, string> = {
  shopify: 'SHOPIFY_ACCESS_TOKEN',
  whatsapp: 'WHATSAPP_CLOUD_API_TOKEN',
  notion: 'NOTION_API_KEY',
  hubspot: 'HUBSPOT_ACCESS_TOKEN',
  slack: 'SLACK_BOT_TOKEN',
  airtable: 'AIRTABLE_API_KEY',
  stripe: 'STRIPE_SECRET_KEY',
  zendesk: 'ZENDESK_API_TOKEN',
  pipedrive: 'PIPEDRIVE_API_TOKEN',
  gmail: 'GOOGLE_OAUTH_CLIENT_SECRET',
  brevo: 'BREVO_API_KEY',
  intercom: 'INTERCOM_ACCESS_TOKEN',
  salesforce: 'SALESFORCE_CLIENT_SECRET',
  github: 'GITHUB_TOKEN',
  telegram: 'TELEGRAM_BOT_TOKEN',
  mailchimp: 'MAILCHIMP_API_KEY',
  lemlist: 'LEMLIST_API_KEY',
  webflow: 'WEBFLOW_API_TOKEN',
  'google-ads': 'GOOGLE_ADS_DEVELOPER_TOKEN',
  'meta-ads': 'META_ACCESS_TOKEN',
  telephonie: 'TWILIO_AUTH_TOKEN',
  voix: 'TWILIO_AUTH_TOKEN',
  sms: 'SMS_PROVIDER_API_KEY',
  pinterest: 'PINTEREST_ACCESS_TOKEN',
  amazon: 'AMAZON_SP_API_REFRESH_TOKEN',
  messenger: 'META_ACCESS_TOKEN',
  linkedin: 'LINKEDIN_ACCESS_TOKEN',
};

export interface ModelChoice {
  model: string;
  keys: string[];
  tag: string;
  weight: number;
}

export const TEXT_MODELS: readonly ModelChoice[] = [
  { model: 'GPT-4o (OpenAI)', keys: ['OPENAI_API_KEY'], tag: 'gpt', weight: 34 },
  { model: 'Claude (Anthropic)', keys: ['ANTHROPIC_API_KEY'], tag: 'claude', weight: 24 },
  { model: 'Mistral Large (Mistral AI)', keys: ['MISTRAL_API_KEY'], tag: 'mistral', weight: 22 },
  { model: 'Llama 3.1 70B (auto-hébergé)', keys: [], tag: 'llama', weight: 10 },
  { model: 'Gemini 1.5 Pro (Google)', keys: ['GOOGLE_API_KEY'], tag: 'gemini', weight: 10 },
];

export const IMAGE_MODELS: readonly ModelChoice[] = [
  { model: 'FLUX.1 pro (Black Forest Labs)', keys: ['BFL_API_KEY'], tag: 'flux', weight: 40 },
  { model: 'Stable Diffusion XL (auto-hébergé)', keys: [], tag: 'stable-diffusion', weight: 25 },
  { model: 'GPT Image (OpenAI)', keys: ['OPENAI_API_KEY'], tag: 'gpt', weight: 35 },
];

export const AUDIO_MODELS: readonly ModelChoice[] = [
  {
    model: 'ElevenLabs + GPT-4o (OpenAI)',
    keys: ['ELEVENLABS_API_KEY', 'OPENAI_API_KEY'],
    tag: 'elevenlabs',
    weight: 55,
  },
  { model: 'Whisper large-v3 + Mistral Large (Mistral AI)', keys: ['MISTRAL_API_KEY'], tag: 'whisper', weight: 45 },
];

export const IMAGE_TAGS: ReadonlySet<string> = new Set([
  'image',
  'visuels',
  'logo',
  'illustration',
  'mockup',
  'portrait',
  'icones',
  'textures',
  'avatar',
]);
export const AUDIO_TAGS: ReadonlySet<string> = new Set([
  'audio',
  'voix-off',
  'doublage',
  'musique',
  'podcast',
  'transcription',
  'whisper',
  'sous-titres',
]);

/** Variant qualifiers used beyond the hand-written pool (large catalogues). */
export const QUALIFIERS: readonly { label: string; sentence: string }[] = [
  { label: 'édition PME', sentence: 'est calibrée pour les équipes de moins de cinquante personnes' },
  { label: 'édition agence', sentence: 'permet de gérer plusieurs clients depuis une même instance' },
  { label: 'version multilingue', sentence: 'fonctionne en français, en anglais, en espagnol et en allemand' },
  { label: 'version auto-hébergée', sentence: 'se déploie entièrement sur votre propre infrastructure' },
  { label: 'pack Pro', sentence: 'inclut trois mois de support prioritaire et des mises à jour étendues' },
  { label: 'édition grands comptes', sentence: "ajoute l'authentification SSO et des journaux d'audit détaillés" },
  { label: 'version express', sentence: "se concentre sur l'essentiel pour une mise en service en une journée" },
  { label: 'édition start-up', sentence: 'est pensée pour itérer vite avec une petite équipe technique' },
  {
    label: 'version RGPD renforcée',
    sentence: 'ajoute pseudonymisation, purge automatique et registre des traitements',
  },
  { label: 'édition équipe', sentence: 'gère plusieurs utilisateurs avec rôles et permissions' },
];
