import MarkdownIt from 'markdown-it';

/** One step of a deployment guide: what the buyer ticks on the « Déployer » page. */
export interface GuideStep {
  /** Stable across releases while the step keeps its title: what a tick is stored under. */
  slug: string;
  title: string;
}

/** A guide has at most this many steps (the rest of the text stays readable, it is not ticked). */
export const maxGuideSteps = 50;
const slugMax = 80;

const md = new MarkdownIt({ html: false });

/** « 2. Étape 2 : » or « 3) » before a step's title: its position, which a new release may change. */
const leadingNumber = /^\s*(?:(?:étape|etape|step|paso|schritt)\s*)?\d+\s*[.):\-–—]?\s+/iu;

/**
 * « 1. Créer la clé d’API (OpenAI) » → `creer-la-cle-d-api-openai`: the number dropped (a step keeps its ticks when
 * another is inserted before it), accents dropped, one dash between words.
 */
export function stepSlug(title: string): string {
  const slug = title
    .replace(leadingNumber, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMax)
    .replace(/-+$/, '');
  return slug === '' ? 'etape' : slug;
}

/** The plain text of an inline token up to its first line break (emphasis, code and links kept as their words). */
function plain(children: readonly { type: string; content: string }[] | null): string {
  const words: string[] = [];
  for (const child of children ?? []) {
    if (child.type === 'softbreak' || child.type === 'hardbreak') break;
    if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The steps of a guide: its level-2 headings (« ## 1. Créer la clé ») or, when it has none, the items of its
 * top-level numbered lists (the first line of each). Two steps with the same title get `-2`, `-3`… A guide with
 * neither has no steps (the page shows it without a checklist).
 */
export function guideSteps(markdown: string): GuideStep[] {
  const tokens = md.parse(markdown, {});
  const headings = tokens.flatMap((token, i) =>
    token.type === 'heading_open' && token.tag === 'h2' ? [plain(tokens[i + 1]?.children ?? null)] : [],
  );
  const titles = headings.length > 0 ? headings : numberedItems(tokens);
  const taken = new Set<string>();
  const steps: GuideStep[] = [];
  for (const title of titles) {
    if (title === '') continue;
    const base = stepSlug(title);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    steps.push({ slug, title });
    if (steps.length === maxGuideSteps) break;
  }
  return steps;
}

/** The first line of each item of the numbered lists that are not inside another list. */
function numberedItems(tokens: ReturnType<typeof md.parse>): string[] {
  const lists: string[] = [];
  const items: string[] = [];
  let awaiting = false;
  for (const token of tokens) {
    if (token.type === 'ordered_list_open' || token.type === 'bullet_list_open') lists.push(token.type);
    else if (token.type === 'ordered_list_close' || token.type === 'bullet_list_close') lists.pop();
    else if (token.type === 'list_item_open') awaiting = lists.length === 1 && lists[0] === 'ordered_list_open';
    else if (token.type === 'inline' && awaiting) {
      items.push(plain(token.children));
      awaiting = false;
    }
  }
  return items;
}
