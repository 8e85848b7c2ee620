import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/locale-resources.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { NotificationsBell } from './notifications-bell.tsx';

const Page = () => <NotificationsBell className="bell" />;

function render(unreadNotifications: number) {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: Page }]);
  return renderToString(
    <I18nProvider language="fr" resources={resources.fr}>
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { unreadNotifications } } }} />
    </I18nProvider>,
  );
}

describe('the notifications bell', () => {
  it('renders the unread count the page came with, in the badge and the button’s name', () => {
    const html = render(3);
    expect(html).toContain('<span class="sr-only">Notifications (3 non lues)</span>');
    expect(html).toMatch(/data-testid="notifications-badge" aria-hidden="true"[^>]*>3</);
  });

  it('shows no badge when everything is read', () => {
    const html = render(0);
    expect(html).toContain('<span class="sr-only">Notifications</span>');
    expect(html).not.toContain('notifications-badge');
  });
});
