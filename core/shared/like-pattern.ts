/** `text` for a LIKE/ILIKE pattern, its pattern characters (`%`, `_` and the escape `\`) matched as themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for LIKE/ILIKE: any value containing `text` as it is written. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;
