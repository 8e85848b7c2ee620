import type { ContactSubject } from '../core/content/submit-contact-message.schema.ts';
import type { NoticeReason, NoticeTargetType } from '../core/notices/notice.schema.ts';

/*
 * The props of every template, by template name. They travel as JSON in the `send-email` job, so dates are
 * ISO 8601 strings (`toISOString()`). `name` is the recipient's display name, null when unknown.
 */

/** A message built around one link that acts on the account and expires. */
export interface AccountLinkProps {
  name: string | null;
  actionUrl: string;
  expiresInMinutes: number;
}

/** A security notice; the link leads to the account's security settings. */
export interface SecurityNoticeProps {
  name: string | null;
  actionUrl: string;
}

/** A line of an order as an e-mail lists it; amounts in euro cents. */
/** Who or what refunded a sale, as its seller is told. */
export type RefundCause = 'guarantee' | 'lateDeployment' | 'operator';

export interface OrderEmailLine {
  title: string;
  /** Seats (licences) bought. */
  quantity: number;
  /** The guided deployment bought as an option with the line, VAT included (decision 0048); 0 or absent without. */
  deploymentCents?: number;
}

export interface EmailTemplates {
  'verify-email': AccountLinkProps;
  'reset-password': AccountLinkProps;
  /** A new link to the purchases of a buyer who has no password (a guest), asked for on /library. */
  'library-link': AccountLinkProps;
  'change-email': AccountLinkProps & { newEmail: string };
  'sign-in-code': { name: string | null; code: string; expiresInMinutes: number };
  'new-sign-in': SecurityNoticeProps & {
    /** e.g. "Firefox on Windows". */
    device: string;
    signedInAt: string;
    /** Approximate place, when the address could be located. */
    location: string | null;
  };
  /** Someone tried to sign up with this account's address: `actionUrl` signs in, `resetUrl` resets the password. */
  /** For a guest (purchases, no password), `libraryUrl` opens the purchases and the reset link sets a first password. */
  'sign-up-attempt': SecurityNoticeProps & { resetUrl: string; libraryUrl: string | null };
  'two-factor-enabled': SecurityNoticeProps;
  'two-factor-disabled': SecurityNoticeProps;
  'contact-message': {
    name: string;
    email: string;
    subject: ContactSubject;
    message: string;
    receivedAt: string;
    ip: string | null;
    /** Written to a seller from their public page, rather than to the team. */
    toSeller?: boolean;
  };
  /** To whoever notified a content (EU DSA art. 16(4)): the receipt. */
  'notice-receipt': {
    reference: string;
    targetType: NoticeTargetType;
    targetLabel: string;
    targetUrl: string;
    reason: NoticeReason;
    receivedAt: string;
  };
  /** To whoever notified a content, once moderators decided (art. 16(5)): taken down or kept, and why. */
  'notice-decision': {
    reference: string;
    targetLabel: string;
    decision: 'removed' | 'kept';
    statement: string;
    decidedAt: string;
  };
  'newsletter-confirm': { actionUrl: string };
  'newsletter-welcome': { marketUrl: string; unsubscribeUrl: string };
  /** To the buyer once paid: `totalCents` includes VAT, of which `taxCents` (0 under reverse charge). */
  'order-confirmation': {
    name: string | null;
    orderNumber: string;
    paidAt: string;
    /** `giftFor`: the recipient of a line offered to someone. */
    lines: (OrderEmailLine & { totalCents: number; giftFor?: string | null })[];
    taxCents: number;
    totalCents: number;
    /** A business buyer elsewhere in the EU: no VAT charged, the buyer accounts for it. */
    reverseCharge: boolean;
    /** The invoice's number (FAC-2026-000001). */
    invoiceReference: string;
    /** The buyer's library: /dashboard/purchases, or for a guest the signed link that opens it. */
    purchasesUrl: string;
    invoiceUrl: string;
    /** The licence keys the order gave the buyer (none for a gift, whose recipient receives them). */
    licences: { title: string; key: string }[];
    /** A guest's e-mail: how many days the library link lasts, and where a new one is asked for; null otherwise. */
    guest: { linkDays: number; newLinkUrl: string } | null;
    /** The consents given at checkout, confirmed on a durable medium (Code de la consommation L221-13): when given. */
    consents: { termsAcceptedAt: string; withdrawalWaivedAt: string | null; serviceStartRequestedAt: string | null };
  };
  /** To each seller of an order: their lines and their share, excluding VAT (70 %). */
  'new-sale': {
    name: string | null;
    orderNumber: string;
    lines: (OrderEmailLine & { shareCents: number })[];
    shareCents: number;
    salesUrl: string;
  };
  /** To the buyer once the money is back: the amount refunded (VAT included) and the credit note. */
  'refund-confirmation': {
    name: string | null;
    orderNumber: string;
    lines: OrderEmailLine[];
    amountCents: number;
    /** The credit note's number (AV-2026-000001). */
    creditNoteReference: string;
    purchasesUrl: string;
  };
  /** To each seller of a refunded line: what was refunded, the share taken back (excluding VAT), the buyer's reason. */
  'refund-notice': {
    name: string | null;
    orderNumber: string;
    lines: OrderEmailLine[];
    shareCents: number;
    /**
     * Why: the buyer's 30-day guarantee (their reason quoted), the late deployment's guarantee (decision 0046: the
     * reason is the platform's, not quoted), or the operator's decision (their reason quoted).
     */
    cause: RefundCause;
    reason: string;
    salesUrl: string;
  };
  /** To a gift's recipient once the order is paid: `claimUrl` holds the claim token, sent nowhere else. */
  'gift-received': {
    name: string | null;
    /** The buyer's display name, when they have one. */
    fromName: string | null;
    title: string;
    seats: number;
    /** The buyer's message, '' when none. */
    message: string;
    claimUrl: string;
  };
  /** A notification sent by e-mail too (core/notifications/notify-users.ts): its text, already translated. */
  notification: {
    name: string | null;
    title: string;
    message: string;
    /** Where the notification leads (absolute). */
    actionUrl: string;
    /** Where the recipient chooses which notifications they receive by e-mail. */
    preferencesUrl: string;
  };
  /** A creator's post to their buyers or followers (core/posts): its title, an excerpt and the way out. */
  'creator-post': {
    name: string | null;
    sellerName: string;
    title: string;
    /** The start of the post as plain text. */
    excerpt: string;
    postUrl: string;
    /** Stops this creator's posts in one click (also the List-Unsubscribe header). */
    unsubscribeUrl: string;
    preferencesUrl: string;
  };
}

export type EmailTemplateName = keyof EmailTemplates;

/** A template and its props, as one value (the payload of the `send-email` job). */
export type EmailMessage = {
  [N in EmailTemplateName]: { template: N; props: EmailTemplates[N] };
}[EmailTemplateName];
