/** The four shortcuts of the green navigation bar (spec §2), as `?category=` values. */
export const categoryShortcuts = ['automation', 'chatbot', 'analytics', 'integration'] as const;
