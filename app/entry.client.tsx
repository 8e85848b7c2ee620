import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTranslations, TranslationsContext } from './lib/translations.tsx';

// The translations file is preloaded by the document head, so this waits for it in parallel with the scripts.
loadTranslations(document).then(
  (translations) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <TranslationsContext value={translations}>
            <HydratedRouter />
          </TranslationsContext>
        </StrictMode>,
      );
    }),
  // Without its texts the page stays as the server rendered it: links and forms still work.
  (error: unknown) => console.error('Déploia could not load its translations', error),
);
