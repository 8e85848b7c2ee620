import { z } from 'zod';
import { roles } from '../../accounts/viewer.ts';
import { AppError } from '../../shared/app-error.ts';
import { pageNumber } from '../../shared/page-number.ts';

export const broadcastTypes = ['info', 'success', 'warning', 'error'] as const;
export const broadcastAudiences = ['all', 'role', 'user'] as const;
export type BroadcastAudience = (typeof broadcastAudiences)[number];

export const broadcastLimits = { title: 120, message: 1000, link: 500 } as const;

/** A form's blank field is absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Form checkboxes send `on`; the API sends a boolean. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/**
 * What an administrator composes on /admin/notifications (and POSTs to /api/v1/admin/notifications): the messages
 * are codes, translated under `adminNotifications:errors.<code>`. The link's shape is checked here; whether it stays
 * on this site is decided with the site's address (broadcastLink).
 */
export const broadcastFields = {
  title: z
    .string({ error: 'title_required' })
    .trim()
    .min(1, { error: 'title_required' })
    .max(broadcastLimits.title, { error: 'title_too_long' }),
  message: z
    .string({ error: 'message_required' })
    .trim()
    .min(1, { error: 'message_required' })
    .max(broadcastLimits.message, { error: 'message_too_long' }),
  type: z.enum(broadcastTypes, { error: 'type_invalid' }),
  link: z.preprocess(
    blankToUndefined,
    z.string({ error: 'link_invalid' }).trim().max(broadcastLimits.link, { error: 'link_invalid' }).optional(),
  ),
  audience: z.enum(broadcastAudiences, { error: 'audience_invalid' }),
  role: z.preprocess(blankToUndefined, z.enum(roles, { error: 'role_required' }).optional()),
  user_email: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'email_invalid' }))
      .optional(),
  ),
  send_email: checkbox.default(false),
  /** Generated with the form (a UUID): the broadcast's id, so that the same form sent twice sends once. */
  token: z.preprocess(blankToUndefined, z.uuid({ error: 'token_invalid' }).optional()),
};

const audienceComplete = <T extends { audience: BroadcastAudience; role?: unknown; user_email?: unknown }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.audience === 'role' && !value.role)
    ctx.addIssue({ code: 'custom', path: ['role'], message: 'role_required' });
  if (value.audience === 'user' && !value.user_email) {
    ctx.addIssue({ code: 'custom', path: ['user_email'], message: 'email_required' });
  }
};

/** The role and the e-mail count only for their audience: the form sends both whatever the choice. */
const withoutOtherAudiences = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const input = { ...(value as Record<string, unknown>) };
  if (input.audience !== 'role') delete input.role;
  if (input.audience !== 'user') delete input.user_email;
  return input;
};

/** The page's form (unknown fields such as `intent` are ignored). */
export const broadcastForm = z.preprocess(
  withoutOtherAudiences,
  z.object(broadcastFields).superRefine(audienceComplete),
);

/** The API's body: the same fields, nothing else; `preview: true` answers the count without sending. */
export const broadcastBody = z.preprocess(
  withoutOtherAudiences,
  z
    .object({ ...broadcastFields, preview: z.boolean().default(false) })
    .strict()
    .superRefine(audienceComplete),
);

export type BroadcastInput = z.output<typeof broadcastForm>;

/** The history's query. */
export const listBroadcastsQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListBroadcastsQuery = z.output<typeof listBroadcastsQuery>;

/**
 * Where a click on the notification leads, as the bell follows it: a path of this site (`/market?q=x`), or a full
 * address on the site's own origin, kept as its path. Anything else (`javascript:`, `data:`, `//evil.example`,
 * another site, spaces or control characters) is refused: the bell never sends a reader elsewhere
 * (core/notifications/notification-item.ts).
 */
export function broadcastLink(link: string | undefined, publicUrl: string): string | undefined {
  if (link === undefined) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(link)) return refuse();
  if (link.startsWith('/')) {
    if (link.startsWith('//')) return refuse();
    return link;
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return refuse();
  }
  const site = new URL(publicUrl);
  if (!['https:', 'http:'].includes(url.protocol) || url.origin !== site.origin || url.username || url.password) {
    return refuse();
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

function refuse(): never {
  throw new AppError('link_invalid', 400, 'Lien invalide : une page de Déploia (/market) ou son adresse complète', {
    field: 'link',
  });
}
