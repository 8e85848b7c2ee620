import { RouterContextProvider } from 'react-router';
import { expect, it } from 'vitest';
import type { CoreDeps } from '../../core/deps.ts';
import type { Auth } from '../../server/auth/create-auth.ts';
import { depsContext, viewerContext } from '../context.ts';
import { favoriteIdsAmong } from './favorite-ids.server.ts';

it('asks the database nothing for a visitor, so anonymous pages stay the same for everyone', async () => {
  const context = new RouterContextProvider();
  const untouchable = new Proxy({} as CoreDeps['db'], {
    get: () => {
      throw new Error('a visitor’s page queried the database for favourites');
    },
  });
  context.set(depsContext, { db: untouchable } as CoreDeps);
  context.set(viewerContext, { viewer: null, auth: {} as Auth, adminRequire2fa: false, oauthProviders: [] });
  expect(await favoriteIdsAmong(context, [crypto.randomUUID()])).toEqual([]);
});
