import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import type { DeploymentManifest } from '../../../db/schema/catalog.ts';
import { deploymentRequests } from '../../../db/schema/index.ts';
import type { Locale } from '../../../i18n/config.ts';
import { requireViewer, type Viewer } from '../../accounts/viewer.ts';
import { renderMarkdown } from '../../content/markdown.ts';
import type { Clock } from '../../ports/clock.ts';
import { selectRequests } from '../deployment-access.ts';
import { type DeploymentSummary, deploymentSummary } from '../deployment-view.ts';
import { guidedDeployment, keptLine } from '../kept-line.ts';
import { checklistSteps, chooseGuide, type StoredGuide } from './guide-choice.ts';

export interface DeployChecklistStep {
  slug: string;
  title: string;
  tickedAt: string | null;
}

/** What the « Déployer » page of one purchase line shows. */
export interface DeployPage {
  orderItemId: string;
  product: { id: string; slug: string; title: string; sellerName: string; deploymentHours: number };
  manifest: DeploymentManifest | null;
  /** The latest published release's guide in the reader's language, or the product's; null: none written. */
  guide: {
    version: string;
    locale: Locale;
    /** Shown in another language than the reader's (not translated). */
    untranslated: boolean;
    html: string;
    steps: DeployChecklistStep[];
    done: number;
  } | null;
  /** The creator deploys it with the buyer: included in the product, or bought as an option on this line. */
  guidedDeployment: boolean;
  /** The line's latest deployment request (its state, its next deadline), or null: none asked for yet. */
  request: DeploymentSummary | null;
}

/**
 * The « Déployer » page of a line the viewer keeps (another user's line: 404): the manifest, the guide of the
 * latest published release in the reader's language (else the product's) rendered safely, and the checklist made of
 * its steps with the viewer's ticks, and the line's latest deployment request. Three queries side by side after the
 * line: the release with its guides, the ticks, the request.
 */
export async function getDeployPage(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: { orderItemId: string; locale: Locale },
): Promise<DeployPage> {
  const line = await keptLine(deps, requireViewer(viewer).userId, input.orderItemId);
  const now = deps.clock.now();
  const [guides, ticks, [latest]] = await Promise.all([
    rows<{ version: string; locale: Locale | null; body: string | null }>(
      deps.db,
      sql`with latest as (
            select r.id, r.version from product_releases r
            where r.product_id = ${line.productId} and r.published_at is not null
              and r.published_at <= ${now.toISOString()}::timestamptz
            order by r.published_at desc, r.created_at desc limit 1
          )
          select latest.version, g.locale, g.body
          from latest left join product_release_guides g on g.release_id = latest.id`,
    ),
    rows<{ step: string; ticked_at: string | Date }>(
      deps.db,
      sql`select step, ticked_at from deployment_checklist_ticks where order_item_id = ${line.id}`,
    ),
    // deployment_requests_item_idx
    selectRequests(deps.db, eq(deploymentRequests.orderItemId, line.id))
      .orderBy(desc(deploymentRequests.requestedAt))
      .limit(1),
  ]);
  const stored: StoredGuide[] = guides.flatMap((g) =>
    g.locale && g.body !== null && g.body.trim() !== '' ? [{ locale: g.locale, body: g.body }] : [],
  );
  const shown = chooseGuide(stored, input.locale, line.language);
  const tickedAt = new Map(ticks.map((t) => [t.step, new Date(t.ticked_at).toISOString()]));
  let guide: DeployPage['guide'] = null;
  if (shown) {
    const source = stored.find((g) => g.locale === line.language) ?? null;
    const steps = checklistSteps(shown, source).map((s) => ({ ...s, tickedAt: tickedAt.get(s.slug) ?? null }));
    guide = {
      version: guides[0]!.version,
      locale: shown.locale,
      untranslated: shown.locale !== input.locale,
      html: renderMarkdown(shown.body),
      steps,
      done: steps.filter((s) => s.tickedAt !== null).length,
    };
  }
  return {
    orderItemId: line.id,
    product: {
      id: line.productId,
      slug: line.slug,
      title: line.title,
      sellerName: line.sellerName,
      deploymentHours: line.deploymentHours,
    },
    manifest: line.manifest,
    guide,
    guidedDeployment: guidedDeployment(line),
    request: latest ? deploymentSummary(latest, now) : null,
  };
}
