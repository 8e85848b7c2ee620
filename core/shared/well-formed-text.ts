/** Control characters but tab and line breaks: nobody types them, and PostgreSQL refuses NUL in text outright. */
const control = /(?![\t\n\r])\p{Cc}/u;

/** Text that can be stored and shown: Unicode without lone surrogates, without control characters but tab and line breaks. */
export const isWellFormedText = (text: string) => text.isWellFormed() && !control.test(text);

/** Every string of a parsed value (JSON, a form), keys included, is well-formed text. */
export function hasWellFormedTexts(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (Array.isArray(value)) return value.every(hasWellFormedTexts);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).every(([key, item]) => isWellFormedText(key) && hasWellFormedTexts(item));
  }
  return true;
}

/**
 * Every segment of the address's path and every name and value of its query is percent-encoded UTF-8 (`%ED%A0%80`, an
 * encoded surrogate, and a stray `%` are not) that decodes to well-formed text (`%00` does not).
 */
export function isWellFormedUrl(url: URL): boolean {
  const parts = [...url.pathname.split('/'), ...url.search.slice(1).split(/[&=]/)];
  return parts.every((part) => {
    try {
      return isWellFormedText(decodeURIComponent(part.replaceAll('+', ' ')));
    } catch {
      return false;
    }
  });
}
