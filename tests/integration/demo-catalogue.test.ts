import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDeploymentsQuery } from '../../core/admin/deployments/admin-deployments.schema.ts';
import { listAdminDeployments } from '../../core/admin/deployments/list-admin-deployments.ts';
import { getProduct } from '../../core/catalog/get-product.ts';
import { listProductsQuery } from '../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../core/catalog/list-products.ts';
import { guideSteps } from '../../core/deployments/guides/guide-steps.ts';
import { platformDeploymentStats, sellersDeploymentStats } from '../../core/deployments/stats/deployment-stats.ts';
import { buildViewer } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { relevanceQueries } from '../../db/seed/content/buyer-queries.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

beforeAll(async () => {
  await ctx.database.db.transaction((tx) =>
    seedDemo(
      { ...ctx.testApp.deps, db: tx },
      { accounts: [{ role: 'admin', email: 'admin@deploia.example', password: 'Demo-password-123' }] },
    ),
  );
  // The whole demo seed (covers, orders, codes, affiliates, posts): about 20 s alone, much more beside other workers.
}, 300_000);

describe('demo catalogue', () => {
  it('has the 8 categories of the spec with exactly their product counts', async () => {
    const counts = await rows<{ slug: string; fr: string; n: number }>(
      ctx.database.db,
      sql`select c.slug, c.labels->>'fr' as fr, count(p.id)::int as n from categories c
          left join products p on p.category_id = c.id and p.status = 'published'
          group by c.slug, c.labels, c.sort order by c.sort`,
    );
    expect(counts).toEqual([
      { slug: 'saas', fr: 'SaaS IA Clés en Main', n: 24 },
      { slug: 'agents', fr: 'Agents Autonomes', n: 18 },
      { slug: 'marketing', fr: 'Automatisation Marketing', n: 32 },
      { slug: 'support', fr: 'Support Client IA', n: 17 },
      { slug: 'analytics', fr: 'Analyse Prédictive', n: 12 },
      { slug: 'rpa', fr: 'RPA Business', n: 8 },
      { slug: 'generative', fr: 'IA Générative', n: 21 },
      { slug: 'tools', fr: 'Templates & Outils', n: 29 },
    ]);
  });

  it('has about twenty sellers, each with a profile and the expert role', async () => {
    const [row] = await rows<{ sellers: number; experts: number }>(
      ctx.database.db,
      sql`select count(*)::int as sellers,
            count(*) filter (where exists (select 1 from user_roles r where r.user_id = s.user_id and r.role = 'expert'))::int as experts
          from seller_profiles s`,
    );
    expect(row).toEqual({ sellers: 20, experts: 20 });
  });

  it('keeps rating aggregates equal to the published reviews', async () => {
    const mismatches = await rows<{ slug: string }>(
      ctx.database.db,
      sql`select p.slug from products p
          left join (select product_id, count(*) as n, round(avg(rating), 2) as avg from reviews group by product_id) r
            on r.product_id = p.id
          where p.rating_count <> coalesce(r.n, 0) or p.rating_avg <> coalesce(r.avg, 0)`,
    );
    expect(mismatches).toEqual([]);
    const [total] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from reviews`);
    expect(total?.n).toBeGreaterThan(300);
  });

  it('backs every review with a paid order of that product by that buyer (refunded since, for a late deployment’s)', async () => {
    const unverified = await rows<{ id: string }>(
      ctx.database.db,
      sql`select r.id from reviews r
          left join order_items oi on oi.id = r.order_item_id
          left join orders o on o.id = oi.order_id
          where oi.product_id is distinct from r.product_id or o.buyer_id is distinct from r.buyer_id
             or o.paid_at is null or r.experienced_at > r.created_at::date`,
    );
    expect(unverified).toEqual([]);
  });

  it('splits every paid line 70/30 on the amount excluding VAT', async () => {
    const wrong = await rows<{ id: string }>(
      ctx.database.db,
      sql`select id from order_items
          where seller_share_cents + platform_fee_cents <> total_cents - tax_cents
             or seller_share_cents <> floor((total_cents - tax_cents) * 0.7)`,
    );
    expect(wrong).toEqual([]);
  });

  it('gives every paid order its captured payment of the order total, and each line a licence per seat for its buyer', async () => {
    const [row] = await rows<{ orders: number; unpaid: number; seats: number; unlicensed: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from orders where status = 'paid') as orders,
            (select count(*)::int from orders o where o.status = 'paid' and not exists (
              select 1 from payments p where p.order_id = o.id and p.provider = o.payment_provider
                and p.status = 'succeeded' and p.amount_cents = o.total_cents and p.created_at = o.paid_at)) as unpaid,
            (select coalesce(sum(quantity), 0)::int from order_items) as seats,
            (select count(*)::int from order_items oi join orders o on o.id = oi.order_id
              where oi.refunded_at is null and (select count(*) from licences l where l.order_item_id = oi.id and l.owner_id = o.buyer_id
                       and l.revoked_at is null) <> oi.quantity) as unlicensed`,
    );
    expect(row!.orders).toBeGreaterThan(300);
    expect(row).toMatchObject({ unpaid: 0, unlicensed: 0 });
    // The refunded ones too (the late refunds of deployment requests) were paid first.
    const [payments] = await rows<{ n: number; paid: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from payments) as n,
            (select count(*)::int from orders where paid_at is not null) as paid`,
    );
    expect(payments!.n).toBe(payments!.paid);
  });

  it('pays last month’s matured balances in one paid batch, to valid IBANs, and leaves later earnings payable', async () => {
    const { isValidIban } = await import('../../core/sellers/iban.ts');
    const { payeeBalances } = await import('../../core/admin/payouts/payable-balances.ts');
    const sellers = await rows<{ payout_name: string | null; payout_iban: string | null }>(
      ctx.database.db,
      sql`select payout_name, payout_iban from seller_profiles`,
    );
    expect(sellers.every((s) => s.payout_name && s.payout_iban && isValidIban(s.payout_iban))).toBe(true);
    const batches = await rows<{ id: string; status: string; total_cents: number; payout_count: number; ok: boolean }>(
      ctx.database.db,
      sql`select b.id, b.status, b.total_cents::int, b.payout_count,
            b.paid_at > b.created_at and b.paid_at < now() - interval '30 days' as ok
          from payout_batches b`,
    );
    expect(batches).toHaveLength(1);
    const batch = batches[0]!;
    expect(batch).toMatchObject({ status: 'paid', ok: true });
    const payouts = await rows<{ amount: number; debited: number; status: string; iban: string; name: string }>(
      ctx.database.db,
      sql`select p.amount_cents::int as amount, p.status, p.payee_iban as iban, p.payee_name as name,
            (select -sum(le.amount_cents)::int from ledger_entries le
              where le.payout_id = p.id and le.kind = 'payout' and le.account = 'seller:' || p.seller_id) as debited
          from payouts p where p.batch_id = ${batch.id}`,
    );
    expect(payouts).toHaveLength(batch.payout_count);
    expect(payouts.reduce((sum, p) => sum + p.amount, 0)).toBe(batch.total_cents);
    for (const p of payouts) {
      expect(p).toMatchObject({ status: 'paid', debited: p.amount });
      expect(isValidIban(p.iban) && p.name.length > 0).toBe(true);
    }
    const now = await payeeBalances(ctx.database.db, new Date(Date.now() - 30 * 86_400_000));
    expect(now.some((b) => b.payable && b.paidOutCents > 0)).toBe(true);
    expect(now.every((b) => b.availableCents >= 0)).toBe(true);
    const [audit] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where target_id = ${batch.id}`,
    );
    expect(audit!.n).toBe(2);
  });

  it('gives every product a generated cover in three widths, WebP and AVIF, stored on disk', async () => {
    const covers = await rows<{ slug: string; variants: { width: number; format: string; path: string }[] }>(
      ctx.database.db,
      sql`select p.slug, m.variants from products p join product_media m on m.product_id = p.id and m.kind = 'cover'`,
    );
    expect(covers).toHaveLength(161);
    const sample = covers[0]!;
    expect(sample.variants.map((v) => [v.width, v.format])).toEqual([
      [320, 'avif'],
      [640, 'avif'],
      [960, 'avif'],
      [320, 'webp'],
      [640, 'webp'],
      [960, 'webp'],
    ]);
    const webp = await ctx.testApp.deps.files.get(sample.variants.find((v) => v.format === 'webp')!.path);
    expect(webp?.contentType).toBe('image/webp');
    expect(Buffer.from(webp!.body).subarray(8, 12).toString()).toBe('WEBP');
    const avif = await ctx.testApp.deps.files.get(sample.variants[0]!.path);
    expect(avif?.contentType).toBe('image/avif');
    expect(Buffer.from(avif!.body).subarray(4, 12).toString()).toBe('ftypavif');
    // Each product its own picture, not one per category or palette.
    expect(new Set(covers.map((c) => c.variants[0]!.path)).size).toBe(161);
  });

  it('gives at least half of the products, in every category, a gallery of 2 to 4 described screenshots', async () => {
    const galleries = await rows<{ category: string; title: string; alts: string[]; paths: string[] }>(
      ctx.database.db,
      sql`select c.slug as category, p.title, array_agg(m.alt order by m.sort) as alts,
            array_agg(m.variants->0->>'path' order by m.sort) as paths
          from products p join categories c on c.id = p.category_id
          join product_media m on m.product_id = p.id and m.kind = 'gallery'
          group by c.slug, p.id, p.title`,
    );
    expect(galleries.length).toBeGreaterThanOrEqual(81);
    expect(new Set(galleries.map((g) => g.category)).size).toBe(8);
    for (const { title, alts, paths } of galleries) {
      expect(alts.length).toBeGreaterThanOrEqual(2);
      expect(alts.length).toBeLessThanOrEqual(4);
      for (const [i, alt] of alts.entries()) expect(alt).toMatch(new RegExp(`^Capture d’écran ${i + 1} de .+ : `));
      expect(alts[0]).toContain(title);
      expect(new Set(paths).size).toBe(paths.length);
    }
    const stored = await ctx.testApp.deps.files.get(galleries[0]!.paths[0]!);
    expect(Buffer.from(stored!.body).subarray(4, 12).toString()).toBe('ftypavif');
  });

  it('creates the demo accounts with a password that Better Auth can verify', async () => {
    const [admin] = await rows<{ password: string; role: string }>(
      ctx.database.db,
      sql`select a.password, r.role from "user" u join account a on a.user_id = u.id and a.provider_id = 'credential'
          join user_roles r on r.user_id = u.id where u.email = 'admin@deploia.example'`,
    );
    expect(admin?.role).toBe('admin');
    const { verifyPassword } = await import('better-auth/crypto');
    expect(await verifyPassword({ hash: admin!.password, password: 'Demo-password-123' })).toBe(true);
  });

  it('serves a seeded product page with its reviews and other creations', async () => {
    const [top] = await rows<{ slug: string }>(
      ctx.database.db,
      sql`select slug from products order by rating_count desc, slug limit 1`,
    );
    const product = await getProduct(ctx.database, top!.slug);
    expect(product.reviews.length).toBeGreaterThan(0);
    expect(product.reviews.length).toBeLessThanOrEqual(5);
    expect(product.moreFromSeller.every((p) => p.seller.id === product.seller.id && p.slug !== product.slug)).toBe(
      true,
    );
    expect(product.descriptionHtml).toContain('<h3>');
  });

  it('gives the products deployment guides with steps, hosting options and guided deployment for some', async () => {
    const [counts] = await rows<{ guided: number; paid: number; options: number; fr: number; translated: number }>(
      ctx.database.db,
      sql`select
            (select count(*)::int from products where deployment_service = 'included') as guided,
            (select count(*)::int from products where deployment_service = 'paid_option'
               and deployment_price_cents >= 4900) as paid,
            (select count(*)::int from products where jsonb_array_length(manifest->'hostingOptions') >= 2) as options,
            (select count(*)::int from product_release_guides where locale = 'fr') as fr,
            (select count(distinct release_id)::int from product_release_guides where locale <> 'fr') as translated`,
    );
    expect(counts!.guided).toBeGreaterThan(10);
    expect(counts!.paid).toBeGreaterThan(10);
    expect(counts!.options).toBeGreaterThan(50);
    expect(counts!.fr).toBeGreaterThan(100);
    expect(counts!.translated).toBeGreaterThanOrEqual(12);
    const [guide] = await rows<{ body: string }>(
      ctx.database.db,
      sql`select body from product_release_guides where locale = 'fr' limit 1`,
    );
    expect(guideSteps(guide!.body).length).toBeGreaterThanOrEqual(5);
    expect(guide!.body).not.toMatch(/undefined|\{\{/);
  });

  it('has deployment requests in every state, creators with different on-time rates, and enough for the landing', async () => {
    const db = ctx.database.db;
    const states = await rows<{ status: string; auto: boolean }>(
      db,
      sql`select distinct status::text, auto_confirmed as auto from deployment_requests`,
    );
    for (const status of [
      'requested',
      'accepted',
      'in_progress',
      'delivered',
      'confirmed',
      'declined',
      'cancelled',
      'refunded',
    ]) {
      expect(states.map((s) => s.status)).toContain(status);
    }
    expect(states).toContainEqual({ status: 'confirmed', auto: true });
    // Every request is on a paid line of its product and seller, bought by its buyer before the request.
    const [odd] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from deployment_requests r
          join order_items oi on oi.id = r.order_item_id join orders o on o.id = oi.order_id
          where oi.product_id <> r.product_id or oi.seller_id <> r.seller_id or o.buyer_id <> r.buyer_id
            or o.status not in ('paid', 'partially_refunded', 'refunded')
            or (r.status = 'refunded') <> (oi.refunded_at is not null) or r.requested_at < o.created_at
            or greatest(r.accepted_at, r.delivered_at, r.confirmed_at, r.ended_at) > now()`,
    );
    expect(odd?.n).toBe(0);
    // A refunded request's line was refunded late, as the one-click refund leaves it: the line's amount refunded after
    // the deadline, its licences revoked, what its sale booked reversed, the order's history saying so.
    const refunded = await rows<{ refunds: number; after_due: boolean; active: number; booked: number; moves: number }>(
      db,
      sql`select (select count(*)::int from refunds rf where rf.order_item_id = r.order_item_id
                    and rf.status = 'succeeded' and rf.amount_cents = oi.total_cents and rf.reason = r.end_reason) as refunds,
            oi.refunded_at > r.due_at as after_due,
            (select count(*)::int from licences l where l.order_item_id = oi.id and l.status = 'active') as active,
            (select coalesce(sum(amount_cents), 0)::int from ledger_entries e where e.order_item_id = oi.id) as booked,
            (select count(*)::int from order_events e where e.order_id = oi.order_id
                    and e.to_status in ('refunded', 'partially_refunded')) as moves
          from deployment_requests r join order_items oi on oi.id = r.order_item_id
          where r.status = 'refunded'`,
    );
    expect(refunded.length).toBeGreaterThanOrEqual(2);
    for (const line of refunded) expect(line).toEqual({ refunds: 1, after_due: true, active: 0, booked: 0, moves: 1 });

    const now = new Date();
    const sellers = await rows<{ seller_id: string }>(db, sql`select distinct seller_id from deployment_requests`);
    const stats = [
      ...(
        await sellersDeploymentStats(
          db,
          sellers.map((s) => s.seller_id),
          now,
        )
      ).values(),
    ];
    const rates = stats
      .filter((s) => s.enough)
      .map((s) => Math.round((s.onTimeRate ?? 0) * 100))
      .sort();
    expect(rates).toEqual([70, 95]);
    expect(stats.some((s) => !s.enough && s.decided > 0)).toBe(true);
    const platform = await platformDeploymentStats(db, now);
    expect(platform.enough).toBe(true);
    expect(platform.medianHours).toBeGreaterThan(0);

    const admin = buildViewer({ userId: sellers[0]!.seller_id, roles: ['admin'] });
    const queue = await listAdminDeployments({ db, clock: { now: () => now } }, admin, adminDeploymentsQuery.parse({}));
    expect(queue.late.length).toBeGreaterThanOrEqual(2);
    expect(queue.atRisk.length).toBeGreaterThanOrEqual(1);
  });

  it("frames Déploia's own demos on chatbot and automation product pages, offline", async () => {
    const builtIn = await rows<{ slug: string; demo_url: string }>(
      ctx.database.db,
      sql`select slug, demo_url from products where demo_url like '/demos/%' and demo_embed order by slug`,
    );
    expect(new Set(builtIn.map((p) => p.demo_url))).toEqual(new Set(['/demos/chatbot', '/demos/automation']));
    expect(builtIn.length).toBeGreaterThanOrEqual(2);
    const page = await getProduct(ctx.database, 'chatbot-faq-pour-site-vitrine');
    expect(page.demo).toEqual({ url: '/demos/chatbot', frame: true, origin: "'self'", internal: true });
  });
});

/** Recorded in bench/RESULTS.md; a change to the search engine must not lower it. */
const minimumHitAt3 = 0.95;

describe('search relevance on the demo catalogue', () => {
  it(`puts what a buyer expects in the top 3 for at least ${minimumHitAt3 * 100} % of ${relevanceQueries.length} French queries`, async () => {
    const misses: string[] = [];
    for (const { q, expect: wanted } of relevanceQueries) {
      const { data } = await listProducts(ctx.database, listProductsQuery.parse({ q, per_page: '3' }));
      if (!data.some((p) => wanted.includes(p.slug))) misses.push(`${q} → ${data.map((p) => p.slug).join(', ')}`);
    }
    const hitAt3 = 1 - misses.length / relevanceQueries.length;
    console.info(
      `hit@3 = ${(hitAt3 * 100).toFixed(1)} % (${relevanceQueries.length - misses.length}/${relevanceQueries.length})`,
    );
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
    expect(hitAt3, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(minimumHitAt3);
  });

  it('reads the abbreviations a French buyer types, and never corrects them', async () => {
    const search = (q: string, perPage = 24) =>
      listProducts(ctx.database, listProductsQuery.parse({ q, per_page: String(perPage) }));
    const support = await rows<{ slug: string }>(
      ctx.database.db,
      sql`select p.slug from products p join categories c on c.id = p.category_id
          where c.slug = 'support' and p.status = 'published'`,
    );
    const sav = await search('sav', 100);
    expect(sav.data.map((p) => p.slug)).toEqual(expect.arrayContaining(support.map((r) => r.slug)));
    expect(sav.data.slice(0, 5).filter((p) => p.category.slug === 'support').length).toBeGreaterThanOrEqual(3);
    expect((await search('rh')).data.map((p) => p.slug)).toEqual(
      expect.arrayContaining([
        'chatbot-rh-pour-les-questions-des-salaries',
        'outil-de-tri-intelligent-des-candidatures',
        'automatisation-des-variables-de-paie',
        'workflow-d-integration-des-nouveaux-salaries',
      ]),
    );
    for (const [q, slug] of [
      ['faq', 'chatbot-faq-pour-site-vitrine'],
      ['rdv', 'agent-de-planification-de-rendez-vous'],
      ['ndf', 'application-de-notes-de-frais-avec-ocr-intelligent'],
      ['ao', 'saas-de-reponse-aux-appels-d-offres'],
      ['crm', 'template-airtable-de-crm-augmente'],
    ] as const) {
      expect(
        (await search(q, 3)).data.map((p) => p.slug),
        q,
      ).toContain(slug);
    }
    for (const q of ['sav', 'rh', 'ia', 'bdd', 'compta'])
      expect((await search(q, 1)).meta.didYouMean, q).toBeUndefined();
  });

  it('answers a long-tail query with the products about all of its words first, never with most of the catalogue', async () => {
    const search = (q: string) => listProducts(ctx.database, listProductsQuery.parse({ q }));
    for (const q of ['outil whatsapp pas cher', 'tableau de bord cabinet médical', 'chatbot pour avocats en ligne']) {
      expect((await search(q)).meta.total, q).toBeLessThanOrEqual(5);
    }
    const cheap = await search('outil whatsapp pas cher');
    expect(cheap.meta.sort).toBe('price_asc');
    expect(cheap.data.every((p) => p.slug.includes('whatsapp'))).toBe(true);
    expect((await search('chatbot pour avocats en ligne')).data.map((p) => p.slug)).toEqual([
      'pack-de-prompts-juridiques-pour-avocats',
    ]);
    // Products holding every word come first; those found by dropping the commonest word follow.
    const booking = await search('prise de rendez-vous');
    expect(booking.meta.complete_total).toBeGreaterThan(0);
    expect(booking.data[0]?.slug).toBe('standard-vocal-de-prise-de-rendez-vous-pour-cabinets');
  });
});
