import { z } from 'zod';

/**
 * A required text, trimmed, of `min` to `max` characters. Its messages are codes made from `code`: `<code>_required`
 * (missing or blank), `<code>_too_short`, `<code>_too_long`.
 */
export const boundedText = (code: string, min: number, max: number) =>
  z
    .string(`${code}_required`)
    .trim()
    .min(1, `${code}_required`)
    .min(min, `${code}_too_short`)
    .max(max, `${code}_too_long`);
