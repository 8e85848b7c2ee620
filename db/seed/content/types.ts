/** Shapes of the deterministic demo catalogue. Pure data: no database, no I/O (the schema lends only types). */
import type { billing, DeploymentManifest, LocalizedLabels, locale } from '../../schema/index.ts';

export type { DeploymentManifest };
export type Locale = (typeof locale.enumValues)[number];
export type Billing = (typeof billing.enumValues)[number];

export interface DemoCategory {
  slug: string;
  labels: LocalizedLabels;
  /** lucide-react icon name, kebab-case (e.g. "bot", "workflow"). */
  icon: string;
  /** Number of published products in the default demo catalogue. */
  count: number;
  sort: number;
}

export interface DemoSeller {
  key: string;
  publicName: string;
  bio: string;
  website: string | null;
  contactEmail: string;
  expertise: string[];
  certified: boolean;
  /** Days before "now" the seller joined. */
  joinedDaysAgo: number;
}

export interface DemoProduct {
  slug: string;
  title: string;
  summary: string;
  /** Markdown, French. */
  description: string;
  categorySlug: string;
  sellerKey: string;
  tags: string[];
  priceCents: number;
  billing: Billing;
  deploymentHours: number;
  /** A fictitious seller's https site, or the path of one of Déploia's own demos (`/demos/chatbot`). */
  demoUrl: string | null;
  /** The seller lets the product page frame the demo (on for the built-in demos). */
  demoEmbed: boolean;
  manifest: DeploymentManifest;
  publishedDaysAgo: number;
  salesCount: number;
  /** Index into the 12-colour palette used by the generated cover art. */
  coverHue: number;
}

export interface DemoReview {
  productSlug: string;
  /** Index into `buyers`. */
  buyerIndex: number;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** Days before "now" the buyer used the product (≥ createdDaysAgo). */
  experiencedDaysAgo: number;
  createdDaysAgo: number;
}

export interface DemoBuyer {
  displayName: string;
  email: string;
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  sellers: DemoSeller[];
  products: DemoProduct[];
  reviews: DemoReview[];
  buyers: DemoBuyer[];
}
