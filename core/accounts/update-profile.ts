import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema/index.ts';
import { locales } from '../../i18n/config.ts';
import { nameSchema } from './auth-forms.schema.ts';
import { requireViewer, type Viewer } from './viewer.ts';

export const updateProfileSchema = z.object({
  displayName: nameSchema,
  locale: z.enum(locales, 'locale_invalid'),
});

/** The user's own display name and preferred language (e-mails are written in it). */
export async function updateProfile(
  { db }: { db: Db },
  viewer: Viewer | null,
  input: z.output<typeof updateProfileSchema>,
) {
  const v = requireViewer(viewer);
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ displayName: input.displayName, locale: input.locale })
      .where(eq(profiles.id, v.userId));
    await tx.update(user).set({ name: input.displayName }).where(eq(user.id, v.userId));
  });
}
