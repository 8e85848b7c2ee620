/**
 * The one person all of an order's lines are offered to, whom its buyer's pages and e-mails then speak of (« Votre
 * cadeau pour … »); null when the order is not a gift, or not wholly one gift.
 */
export function soleGiftRecipient(lines: readonly { giftFor?: string | null }[]): string | null {
  const recipients = new Set(lines.map((line) => line.giftFor ?? null));
  const [only] = recipients;
  return recipients.size === 1 && only ? only : null;
}
