import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/locale-resources.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { DataTable } from './data-table.tsx';
import { TableCell, TableRow } from './table.tsx';

const css = readFileSync(new URL('../../app.css', import.meta.url), 'utf8');

describe('DataTable (server render)', () => {
  it('is a keyboard-reachable region named by its caption, with edge shades that show it scrolls sideways', () => {
    const html = renderToStaticMarkup(
      <I18nProvider language="fr" resources={resources.fr}>
        <DataTable caption="Ventes du mois" columns={[{ key: 'product', label: 'Produit' }]}>
          <TableRow>
            <TableCell>Agent SDR</TableCell>
          </TableRow>
        </DataTable>
      </I18nProvider>,
    );
    const region = /<section[^>]*>/.exec(html)?.[0] ?? '';
    expect(region).toContain('tabindex="0"');
    expect(region).toContain('scroll-shadows-x');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(region)?.[1];
    expect(html).toMatch(new RegExp(`<caption id="${labelledBy}"[^>]*>Ventes du mois</caption>`));
    // The shades: fixed to the box (scroll), hidden at each end by covers travelling with the content (local).
    const rule = /\.scroll-shadows-x \{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(rule.match(/no-repeat local/g)).toHaveLength(2);
    expect(rule.match(/no-repeat\s+scroll/g)).toHaveLength(2);
  });
});
