import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { insertMany } from '../factories/index.ts';
import { productReleaseGuides, productReleases } from '../schema/index.ts';
import { CONTENT } from './content/fragments.ts';
import type { DemoProduct } from './content/types.ts';

/** Hosted no-code platforms: a scenario is imported there rather than a server started. */
const noCode = (hosting: string) => /^(Make\.com|Zapier|n8n Cloud)$/.test(hosting);

/**
 * The hosting options of a demo product's manifest: its recommended hosting first, then up to two more of its
 * category's of the same kind (no-code platforms, or servers). Deterministic: the seed's random draws stay as they are.
 */
export function demoHostingOptions(p: Pick<DemoProduct, 'categorySlug' | 'manifest'>): string[] {
  const { hosting } = p.manifest;
  const category = CONTENT[p.categorySlug as keyof typeof CONTENT];
  const others = (category?.hostings ?? []).filter((h) => h !== hosting && noCode(h) === noCode(hosting));
  return [hosting, ...others].slice(0, 3);
}

/**
 * Guided deployment for a demo product, by its place in the hand-written catalogue: one in five included, one in five
 * as a paid option (about a third of the product's price, at least 49 €) when paid once — the option is not sold
 * with a subscription (decision 0048) — the others self-serve only.
 */
export function demoDeploymentService(
  p: Pick<DemoProduct, 'priceCents' | 'billing'>,
  index: number,
): { deploymentService: 'none' | 'included' | 'paid_option'; deploymentPriceCents: number | null } {
  if (index % 5 === 1) return { deploymentService: 'included', deploymentPriceCents: null };
  if (index % 5 === 3 && p.billing === 'one_time') {
    const euros = Math.max(49, Math.round(p.priceCents / 300 / 10) * 10 - 1);
    return { deploymentService: 'paid_option', deploymentPriceCents: euros * 100 };
  }
  return { deploymentService: 'none', deploymentPriceCents: null };
}

type GuideLocale = 'fr' | 'en' | 'es' | 'de';
type GuideProduct = Pick<DemoProduct, 'title' | 'deploymentHours' | 'manifest' | 'categorySlug'>;

const code = (keys: readonly string[]) => keys.map((k) => `\`${k}\``).join(', ');
const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** The step-by-step guide of a product whose deliverable runs on a server (Docker, a PaaS, serverless). */
const serverGuide: Record<GuideLocale, (p: GuideProduct, options: string[]) => string> = {
  fr: (p, options) => {
    const m = p.manifest;
    return `Ce guide vous mène de l’archive téléchargée à « ${p.title} » en production. Comptez environ ${p.deploymentHours} h, tests compris.

## 1. Préparer vos accès

${
  m.requiredKeys.length > 0
    ? `Le produit s’appuie sur ${m.model}. Créez, chez chaque fournisseur, les clés suivantes : ${code(m.requiredKeys)}. Gardez-les dans un gestionnaire de mots de passe : ne les envoyez jamais par e-mail.`
    : `Le modèle ${m.model} tourne sur votre propre serveur : aucune clé d’API n’est nécessaire, mais prévoyez une machine avec un GPU d’au moins 24 Go de mémoire.`
}

## 2. Remplir le fichier .env

Décompressez l’archive téléchargée depuis « Mes achats », copiez le modèle de configuration, puis renseignez votre clé de licence et les clés de l’étape 1 :

\`\`\`bash
cp .env.example .env
\`\`\`

## 3. Choisir l’hébergement

Le produit a été testé sur :

${bullets(options)}

Les données restent en ${m.dataLocation} si vous choisissez la région indiquée dans le README.

## 4. Lancer le service

Sur un serveur avec Docker :

\`\`\`bash
docker compose up -d
docker compose ps
\`\`\`

Tous les services doivent apparaître « healthy ». Sur une plateforme gérée (${options.filter((o) => !o.startsWith('Docker')).join(', ') || 'PaaS'}), importez le dossier et reprenez les variables du fichier \`.env\` dans ses réglages.

## 5. Tester avec des données fictives

Faites un premier essai complet avec des données de démonstration et surveillez la consommation : le coût d’exécution estimé est d’environ ${m.estimatedMonthlyCostEur} € par mois.

## 6. Ouvrir à vos utilisateurs

Pointez votre nom de domaine, vérifiez que HTTPS est actif, puis ouvrez l’accès.${m.aiDisclosure ? ' Le bandeau qui indique aux utilisateurs qu’ils échangent avec une IA est activé par défaut : laissez-le.' : ''}
`;
  },
  en: (p, options) => {
    const m = p.manifest;
    return `This guide takes you from the downloaded archive to “${p.title}” in production. Allow about ${p.deploymentHours} h, testing included.

## 1. Prepare your access

${
  m.requiredKeys.length > 0
    ? `The product relies on ${m.model}. Create the following keys with each provider: ${code(m.requiredKeys)}. Keep them in a password manager: never send them by e-mail.`
    : `The model ${m.model} runs on your own server: no API key is needed, but plan a machine with a GPU of at least 24 GB of memory.`
}

## 2. Fill in the .env file

Unzip the archive downloaded from “My purchases”, copy the configuration template, then enter your licence key and the keys from step 1:

\`\`\`bash
cp .env.example .env
\`\`\`

## 3. Choose the hosting

The product has been tested on:

${bullets(options)}

Data stays in ${m.dataLocation} if you choose the region given in the README.

## 4. Start the service

On a server with Docker:

\`\`\`bash
docker compose up -d
docker compose ps
\`\`\`

Every service should show as “healthy”. On a managed platform, import the folder and copy the variables of the \`.env\` file into its settings.

## 5. Test with sample data

Run a first complete test with demo data and watch the usage: the estimated running cost is about €${m.estimatedMonthlyCostEur} a month.

## 6. Open it to your users

Point your domain name, check that HTTPS is on, then open access.
`;
  },
  es: (p, options) => {
    const m = p.manifest;
    return `Esta guía le lleva del archivo descargado a «${p.title}» en producción. Cuente unas ${p.deploymentHours} h, pruebas incluidas.

## 1. Preparar sus accesos

${
  m.requiredKeys.length > 0
    ? `El producto se basa en ${m.model}. Cree las siguientes claves con cada proveedor: ${code(m.requiredKeys)}. Guárdelas en un gestor de contraseñas: no las envíe nunca por correo.`
    : `El modelo ${m.model} funciona en su propio servidor: no necesita clave de API, pero prevea una máquina con una GPU de al menos 24 GB de memoria.`
}

## 2. Rellenar el archivo .env

Descomprima el archivo descargado desde «Mis compras», copie la plantilla de configuración e introduzca su clave de licencia y las claves del paso 1:

\`\`\`bash
cp .env.example .env
\`\`\`

## 3. Elegir el alojamiento

El producto se ha probado en:

${bullets(options)}

## 4. Arrancar el servicio

\`\`\`bash
docker compose up -d
docker compose ps
\`\`\`

## 5. Probar con datos ficticios

Haga una primera prueba completa y vigile el consumo: el coste estimado es de unos ${m.estimatedMonthlyCostEur} € al mes.

## 6. Abrirlo a sus usuarios

Apunte su nombre de dominio, compruebe que HTTPS está activo y abra el acceso.
`;
  },
  de: (p, options) => {
    const m = p.manifest;
    return `Diese Anleitung führt Sie vom heruntergeladenen Archiv zu „${p.title}“ im Produktivbetrieb. Rechnen Sie mit etwa ${p.deploymentHours} Std., Tests inklusive.

## 1. Zugänge vorbereiten

${
  m.requiredKeys.length > 0
    ? `Das Produkt nutzt ${m.model}. Legen Sie bei jedem Anbieter folgende Schlüssel an: ${code(m.requiredKeys)}. Bewahren Sie sie in einem Passwortmanager auf und senden Sie sie nie per E-Mail.`
    : `Das Modell ${m.model} läuft auf Ihrem eigenen Server: Kein API-Schlüssel nötig, aber planen Sie eine Maschine mit mindestens 24 GB GPU-Speicher ein.`
}

## 2. Die Datei .env ausfüllen

Entpacken Sie das unter „Meine Käufe“ heruntergeladene Archiv, kopieren Sie die Konfigurationsvorlage und tragen Sie Ihren Lizenzschlüssel und die Schlüssel aus Schritt 1 ein:

\`\`\`bash
cp .env.example .env
\`\`\`

## 3. Hosting wählen

Das Produkt wurde getestet auf:

${bullets(options)}

## 4. Den Dienst starten

\`\`\`bash
docker compose up -d
docker compose ps
\`\`\`

## 5. Mit Beispieldaten testen

Führen Sie einen ersten vollständigen Test durch und beobachten Sie den Verbrauch: Die geschätzten Betriebskosten liegen bei etwa ${m.estimatedMonthlyCostEur} € im Monat.

## 6. Für Ihre Nutzer öffnen

Richten Sie Ihre Domain ein, prüfen Sie, dass HTTPS aktiv ist, und geben Sie den Zugang frei.
`;
  },
};

/** The guide of a product delivered as a scenario for a no-code platform (Make, Zapier, n8n Cloud). */
const noCodeGuide: Partial<Record<GuideLocale, (p: GuideProduct, options: string[]) => string>> = {
  fr: (p, options) => {
    const m = p.manifest;
    return `Ce guide vous mène du fichier téléchargé à « ${p.title} » actif dans votre espace ${m.hosting}. Comptez environ ${p.deploymentHours} h.

## 1. Préparer vos accès

${m.requiredKeys.length > 0 ? `Créez les clés suivantes : ${code(m.requiredKeys)} (modèle : ${m.model}).` : `Le scénario utilise ${m.model} sans clé supplémentaire.`} Gardez-les dans un gestionnaire de mots de passe.

## 2. Importer le scénario

Dans ${m.hosting}, créez un nouveau scénario et importez le fichier JSON de l’archive. Il fonctionne aussi sur :

${bullets(options)}

## 3. Connecter vos comptes

Ouvrez chaque module signalé en orange et reliez-le à vos comptes (messagerie, CRM, tableur). Collez les clés de l’étape 1 dans les modules d’IA.

## 4. Faire un essai à blanc

Lancez une exécution manuelle avec une donnée de test et vérifiez chaque sortie. Le coût estimé est d’environ ${m.estimatedMonthlyCostEur} € par mois.

## 5. Activer le scénario

Choisissez sa fréquence d’exécution et activez-le. Les données sont traitées en ${m.dataLocation}.
`;
  },
  en: (p, options) => {
    const m = p.manifest;
    return `This guide takes you from the downloaded file to “${p.title}” running in your ${m.hosting} workspace. Allow about ${p.deploymentHours} h.

## 1. Prepare your access

${m.requiredKeys.length > 0 ? `Create the following keys: ${code(m.requiredKeys)} (model: ${m.model}).` : `The scenario uses ${m.model} with no extra key.`} Keep them in a password manager.

## 2. Import the scenario

In ${m.hosting}, create a new scenario and import the JSON file from the archive. It also works on:

${bullets(options)}

## 3. Connect your accounts

Open each module flagged in orange and link it to your accounts (mailbox, CRM, spreadsheet). Paste the keys from step 1 into the AI modules.

## 4. Dry run

Run it once by hand with test data and check every output. The estimated cost is about €${m.estimatedMonthlyCostEur} a month.

## 5. Turn the scenario on

Choose how often it runs and switch it on. Data is processed in ${m.dataLocation}.
`;
  },
};

/** French typography: a no-break space before « : ; ? ! » and inside guillemets. */
const frenchSpaces = (text: string) =>
  text
    .replace(/ ([:;?!])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');

/** A demo product's guide in a language, or null when the demo catalogue has no such translation. */
export function demoGuide(p: GuideProduct, locale: GuideLocale, options: string[]): string | null {
  const templates = noCode(p.manifest.hosting) ? noCodeGuide : serverGuide;
  const body = templates[locale]?.(p, options) ?? null;
  return body && locale === 'fr' ? frenchSpaces(body) : body;
}

/** Hand-written products whose guide is also translated (beyond those with a translated page). */
const translatedGuides = 12;

/**
 * The deployment guides of the demo catalogue's first products, on their first release: in French, in English for
 * the first dozen and in every language for the products whose page is translated.
 */
export async function seedGuides(
  db: Db,
  products: readonly {
    id: string;
    demo: DemoProduct;
    index: number;
    /** The product's page translated by its seller: its title in those languages. */
    titles: Partial<Record<GuideLocale, string>>;
  }[],
) {
  if (products.length === 0) return 0;
  const releases = await db
    .select({ id: productReleases.id, productId: productReleases.productId })
    .from(productReleases)
    .where(
      inArray(
        productReleases.productId,
        products.map((p) => p.id),
      ),
    );
  const releaseOf = new Map(releases.map((r) => [r.productId, r.id]));
  const rows: (typeof productReleaseGuides.$inferInsert)[] = [];
  for (const { id, demo, titles, index } of products) {
    const releaseId = releaseOf.get(id);
    if (!releaseId) continue;
    const options = demoHostingOptions(demo);
    const locales: GuideLocale[] =
      Object.keys(titles).length > 0 ? ['fr', 'en', 'es', 'de'] : index < translatedGuides ? ['fr', 'en'] : ['fr'];
    for (const locale of locales) {
      const body = demoGuide({ ...demo, title: titles[locale] ?? demo.title }, locale, options);
      if (body) rows.push({ releaseId, locale, body });
    }
  }
  await insertMany(db, productReleaseGuides, rows, 500);
  return rows.length;
}
