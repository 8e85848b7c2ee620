/**
 * A strict reader of the XML our exports write (tests only): a declaration, elements with attributes, text with the
 * five predefined entities and numeric references. Anything malformed — an unknown entity, a bare `&` or `<`,
 * a mismatched or unclosed tag, text outside the root — throws. No regular expressions: it reads character by
 * character, so it cannot be fooled by what a pattern would skip.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const isNameChar = (c: string) =>
  (c >= 'a' && c <= 'z') ||
  (c >= 'A' && c <= 'Z') ||
  (c >= '0' && c <= '9') ||
  c === ':' ||
  c === '_' ||
  c === '-' ||
  c === '.';
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

export function readXml(source: string): XmlElement {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`malformed XML at ${i}: ${why}`);
  };
  const skipSpace = () => {
    while (i < source.length && isSpace(source[i]!)) i++;
  };
  const name = () => {
    const start = i;
    while (i < source.length && isNameChar(source[i]!)) i++;
    if (i === start) fail('a name was expected');
    return source.slice(start, i);
  };
  const decode = (raw: string) => {
    let out = '';
    for (let j = 0; j < raw.length; j++) {
      const c = raw[j]!;
      if (c === '<') fail('a bare < in text');
      if (c !== '&') {
        out += c;
        continue;
      }
      const end = raw.indexOf(';', j);
      if (end < 0) fail('a bare &');
      const ref = raw.slice(j + 1, end);
      if (ref.startsWith('#x')) out += String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
      else if (ref.startsWith('#')) out += String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
      else if (ref in entities) out += entities[ref];
      else fail(`unknown entity &${ref};`);
      j = end;
    }
    return out;
  };
  const element = (): XmlElement => {
    if (source[i] !== '<') fail('< expected');
    i++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', i)) {
        i += 2;
        return { name: tag, attributes, children: [], text: '' };
      }
      if (source[i] === '>') {
        i++;
        break;
      }
      const attribute = name();
      if (source[i] !== '=') fail('= expected');
      i++;
      const quote = source[i];
      if (quote !== '"' && quote !== "'") fail('a quoted value was expected');
      const end = source.indexOf(quote!, i + 1);
      if (end < 0) fail('unclosed attribute');
      if (attribute in attributes) fail(`attribute ${attribute} twice`);
      attributes[attribute] = decode(source.slice(i + 1, end));
      i = end + 1;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (i >= source.length) fail(`<${tag}> is not closed`);
      if (source.startsWith('</', i)) {
        i += 2;
        const closing = name();
        if (closing !== tag) fail(`</${closing}> closes <${tag}>`);
        skipSpace();
        if (source[i] !== '>') fail('> expected');
        i++;
        return { name: tag, attributes, children, text };
      }
      if (source[i] === '<') {
        children.push(element());
        continue;
      }
      const next = source.indexOf('<', i);
      if (next < 0) fail('text runs to the end');
      text += decode(source.slice(i, next));
      i = next;
    }
  };
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) fail('unclosed declaration');
    i = end + 2;
  }
  skipSpace();
  const root = element();
  skipSpace();
  if (i !== source.length) fail('content after the root element');
  return root;
}

/** The children named `name` (direct children only). */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

/** The only child at the end of `path`; throws when it is missing or repeated. */
export function only(element: XmlElement, ...path: string[]): XmlElement {
  let current = element;
  for (const step of path) {
    const found = childrenNamed(current, step);
    if (found.length !== 1) throw new Error(`${found.length} <${step}> in <${current.name}>`);
    current = found[0]!;
  }
  return current;
}
