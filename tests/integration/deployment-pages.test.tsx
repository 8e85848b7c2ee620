import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as detailAction, loader as detailLoader } from '../../app/routes/dashboard/deployment.tsx';
import { action as requestAction, loader as requestLoader } from '../../app/routes/dashboard/deployment-request.tsx';
import { loader as listLoader } from '../../app/routes/dashboard/deployments.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { createLicences } from '../../db/factories/delivery.ts';
import { buildViewer, createPaidOrder, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { auditLog, deploymentRequests } from '../../db/schema/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const SECRET = `sk-${randomUUID()}`;

async function member(roles: ('expert' | 'admin')[] = []): Promise<Viewer> {
  const u = await createUser(db(), { roles });
  return buildViewer({ userId: u.id, email: u.email, name: u.name, roles });
}

const post = (fields: Record<string, string>) => ({
  init: { method: 'POST', body: new URLSearchParams(fields), headers: { origin: 'http://localhost:3000' } },
});

/** What a route threw: a Response (redirect, error) or an AppError-like status. */
async function thrown(p: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    const r = await p;
    if (r instanceof Response) return { status: r.status, location: r.headers.get('location') };
    return { status: answerOf(r).status, location: null };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    const e = error as { status?: number; init?: { status?: number } };
    return { status: e.status ?? e.init?.status ?? 500, location: null };
  }
}

let buyer: Viewer;
let creator: Viewer;
let lineId: string;

beforeAll(async () => {
  creator = await member(['expert']);
  const seller = await createSeller(db(), { userId: creator.userId });
  const product = await createProduct(db(), {
    sellerId: seller.id,
    title: 'Agent avec déploiement',
    deploymentService: 'included',
    manifest: {
      model: 'GPT-4o',
      requiredKeys: ['OPENAI_API_KEY'],
      estimatedMonthlyCostEur: 20,
      hosting: 'Vercel',
      dataLocation: 'UE',
      aiDisclosure: true,
    },
  });
  buyer = await member();
  const built = await createPaidOrder(db(), {
    buyerId: buyer.userId,
    lines: [{ productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 4900 }],
  });
  await createLicences(db(), built.items[0]!, buyer.userId);
  lineId = built.items[0]!.id;
});

describe('the deployment pages, without JavaScript', () => {
  it('shows the form for the buyer’s line only, refuses bad input with codes, then opens the request', async () => {
    const path = `/dashboard/purchases/${lineId}/deployment-request`;
    const form = answerOf<{ line: { hostingOptions: string[]; requiredKeys: string[] } }>(
      await requestLoader(await routeArgs(ctx.testApp, path, buyer, { params: { orderItemId: lineId } })),
    ).data;
    expect(form.line).toMatchObject({ hostingOptions: ['Vercel'], requiredKeys: ['OPENAI_API_KEY'] });
    expect(
      (await thrown(requestLoader(await routeArgs(ctx.testApp, path, creator, { params: { orderItemId: lineId } }))))
        .status,
    ).toBe(404);

    const refused = answerOf<{ fieldErrors?: Record<string, string>; values: { notes: string } }>(
      await requestAction(
        await routeArgs(ctx.testApp, path, buyer, {
          params: { orderItemId: lineId },
          ...post({ hosting: 'Vercel', notes: 'Merci', 'secret:OPENAI_API_KEY': '' }),
        }),
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.data.fieldErrors).toEqual({ 'secrets.OPENAI_API_KEY': 'secret_value_required' });
    expect(JSON.stringify(refused.data)).not.toContain('sk-');

    const opened = await thrown(
      requestAction(
        await routeArgs(ctx.testApp, path, buyer, {
          params: { orderItemId: lineId },
          ...post({
            hosting: 'Vercel',
            notes: 'Merci',
            'secret:OPENAI_API_KEY': SECRET,
            'extraName.0': 'SSH',
            'extraValue.0': 'mot-de-passe',
          }),
        }),
      ),
    );
    expect(opened.status).toBe(302);
    expect(opened.location).toMatch(/^\/dashboard\/deployments\/[0-9a-f-]{36}$/);
  });

  it('lists and shows the request to both sides, accepts, and reveals a secret once by POST, audited', async () => {
    const [request] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.orderItemId, lineId));
    const id = request!.id;
    const path = `/dashboard/deployments/${id}`;
    const list = answerOf<{ asCreator: { id: string }[]; isCreator: boolean }>(
      await listLoader(await routeArgs(ctx.testApp, '/dashboard/deployments?as=creator', creator)),
    ).data;
    expect(list.isCreator).toBe(true);
    expect(list.asCreator.map((r) => r.id)).toContain(id);
    const shown = answerOf<{ request: { actions: string[]; secretNames: string[] } }>(
      await detailLoader(await routeArgs(ctx.testApp, path, creator, { params: { requestId: id } })),
    ).data;
    expect(shown.request.actions).toEqual(['accept', 'decline']);
    expect(shown.request.secretNames).toEqual(['OPENAI_API_KEY', 'SSH']);
    expect(JSON.stringify(shown)).not.toContain(SECRET);

    const stranger = await member();
    expect(
      (await thrown(detailLoader(await routeArgs(ctx.testApp, path, stranger, { params: { requestId: id } })))).status,
    ).toBe(404);
    expect(
      (
        await thrown(
          detailAction(
            await routeArgs(ctx.testApp, path, stranger, { params: { requestId: id }, ...post({ intent: 'accept' }) }),
          ),
        )
      ).status,
    ).toBe(404);
    const refusedByBuyer = await thrown(
      detailAction(
        await routeArgs(ctx.testApp, path, buyer, { params: { requestId: id }, ...post({ intent: 'accept' }) }),
      ),
    );
    expect(refusedByBuyer.status).toBe(403);

    const accepted = await thrown(
      detailAction(
        await routeArgs(ctx.testApp, path, creator, { params: { requestId: id }, ...post({ intent: 'accept' }) }),
      ),
    );
    expect(accepted).toEqual({ status: 302, location: path });
    const revealed = answerOf<{ intent: string; value: string }>(
      await detailAction(
        await routeArgs(ctx.testApp, path, creator, {
          params: { requestId: id },
          ...post({ intent: 'reveal', name: 'OPENAI_API_KEY' }),
        }),
      ),
    );
    expect(revealed.data).toMatchObject({ intent: 'reveal', value: SECRET });
    expect(revealed.headers.get('cache-control')).toBe('private, no-store');
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action)).toEqual(['deployment.secret_read']);

    const badDelivery = answerOf<{ fieldErrors?: Record<string, string> }>(
      await detailAction(
        await routeArgs(ctx.testApp, path, creator, {
          params: { requestId: id },
          ...post({ intent: 'deliver', note: '' }),
        }),
      ),
    );
    expect(badDelivery.status).toBe(400);
    expect(badDelivery.data.fieldErrors).toEqual({ note: 'delivery_note_required' });
  });
});

describe('the late refund’s confirmation', () => {
  it('refuses the refund without the box ticked, even without JavaScript', async () => {
    const [request] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.orderItemId, lineId));
    const path = `/dashboard/deployments/${request!.id}`;
    const refused = answerOf<{ fieldErrors?: Record<string, string> }>(
      await detailAction(
        await routeArgs(ctx.testApp, path, buyer, {
          params: { requestId: request!.id },
          ...post({ intent: 'refund' }),
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ understood: 'refund_confirm_required' });
    // Ticked, but not late: refused with the reason.
    const notLate = answerOf<{ error?: string }>(
      await detailAction(
        await routeArgs(ctx.testApp, path, buyer, {
          params: { requestId: request!.id },
          ...post({ intent: 'refund', understood: 'yes' }),
        }),
      ),
    );
    expect(notLate).toMatchObject({ status: 409, data: { error: 'deployment_not_late' } });
  });
});
