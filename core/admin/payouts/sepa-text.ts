/*
 * SEPA credit transfers accept a restricted Latin character set (EPC guidelines): a–z A–Z 0–9 / - ? : ( ) . , ' +
 * and the space. Anything else is transliterated (accents dropped, ligatures spelled out) or replaced.
 */

const spelled: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  '&': '+',
  '"': '',
  '’': "'",
  '‘': "'",
  '«': '',
  '»': '',
  '–': '-',
  '—': '-',
  _: '-',
};

const allowed = /[A-Za-z0-9/\-?:().,'+ ]/;

/** `text` in the SEPA character set, on one line, without leading or doubled spaces, at most `max` characters. */
export function sepaText(text: string, max: number): string {
  let out = '';
  for (const char of text.normalize('NFD')) {
    if (/\p{M}/u.test(char)) continue;
    const mapped = spelled[char] ?? char;
    for (const c of mapped) out += allowed.test(c) ? c : ' ';
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** An identifier (message, payment or end-to-end id): the SEPA set without spaces, at most 35 characters. */
export const sepaId = (text: string) => sepaText(text, 35).replaceAll(' ', '-');

/** XML text and attribute content: the five special characters as entities. */
export const xmlEscape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
