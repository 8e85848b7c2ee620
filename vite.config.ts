import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';

let shell: Set<string> | undefined;

/**
 * Every module the client entry and the root route import statically, directly or not: what every page loads.
 * Icons are imported one file each (`lucide-react/icons/<name>`) so that this set holds only the icons in use.
 */
function shellModules(ctx: ChunkingContext): Set<string> {
  if (shell) return shell;
  shell = new Set();
  const pending = ['app/entry.client.tsx', 'app/root.tsx'].map((file) => path.resolve(file));
  for (let id = pending.pop(); id; id = pending.pop()) {
    if (shell.has(id)) continue;
    shell.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return shell;
}

const light = new Map<string, boolean>();

/** Our own code or an icon, importing (outside the shell) nothing but the same. */
function isLight(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  const known = light.get(id);
  if (known !== undefined) return known;
  if (seen.has(id) || shellModules(ctx).has(id)) return true;
  seen.add(id);
  const own = !id.includes('node_modules') || id.includes('lucide-react');
  const result = own && (ctx.getModuleInfo(id)?.importedIds ?? []).every((dep) => isLight(dep, ctx, seen));
  light.set(id, result);
  return result;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The shell in two chunks instead of some thirty small ones (each request costs a round trip on a
            // mobile network before the page can paint): the libraries, which change rarely, and our own code,
            // which Rolldown merges into the entry chunk.
            codeSplitting: {
              groups: [
                {
                  name: (id, ctx) =>
                    shellModules(ctx).has(id) ? (id.includes('node_modules') ? 'framework' : 'shell') : null,
                },
                // What several routes share (cards, prices, ratings, icons…): one chunk rather than one per module,
                // for the same reason. A route may load a few KB it does not use; it saves a dozen round trips.
                // Only our light modules: one that pulls a library in (zod…) would drag it to every route.
                { name: (id, ctx) => (isLight(id, ctx) ? 'shared' : null), minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
  },
  server: { hmr: { port: 24678 } },
});
