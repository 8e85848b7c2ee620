import common from './locales/fr/common.json' with { type: 'json' };
import errors from './locales/fr/errors.json' with { type: 'json' };

/**
 * What the error screens need when the root loader itself failed (no translations arrived): French chrome
 * and error strings only, so the browser bundle does not carry every language.
 */
export const fallbackTranslations = { common, errors };
