/**
 * Lowercase ASCII kebab-case, accents stripped via NFD:
 * "Chatbot RAG pour base documentaire Notion" → "chatbot-rag-pour-base-documentaire-notion".
 */
export function slugify(text: string, separator = '-'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}
