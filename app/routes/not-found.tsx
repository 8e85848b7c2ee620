import { data } from 'react-router';
import { serverT } from '../../i18n/server-t.ts';
import { NotFoundScreen } from '../components/error-screen.tsx';
import { requestContext } from '../context.ts';
import type { Route } from './+types/not-found';

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return data({ title: serverT(locale, 'errors')('notFound.title') }, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.title ?? ''} — Déploia` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
