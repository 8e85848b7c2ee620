import { redirect } from 'react-router';
import { z } from 'zod';
import { safeRedirectPath } from '../../../core/shared/safe-redirect.ts';
import { localeCookieHeader, locales, localizedHref } from '../../../i18n/config.ts';
import { requestContext } from '../../context.ts';
import type { Route } from './+types/language';

const languageForm = z.object({ language: z.enum(locales), redirectTo: z.string().optional() });

/** Stores the chosen language in a year-long cookie and goes back to the page, without any `?lang=`. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = languageForm.safeParse(Object.fromEntries(await request.formData()));
  const { publicUrl } = context.get(requestContext);
  const language = form.success ? form.data.language : 'fr';
  const target = new URL(safeRedirectPath(form.data?.redirectTo), 'http://local');
  return redirect(localizedHref(target.pathname, target.search, 'fr'), {
    headers: { 'Set-Cookie': localeCookieHeader(language, publicUrl.startsWith('https:')) },
  });
}

export const loader = () => redirect('/');
