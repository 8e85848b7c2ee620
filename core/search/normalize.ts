/** The words of a text as the search engine compares them: lower-case, accents removed, letters and digits only. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
