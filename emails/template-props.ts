import type { ContactSubject } from '../core/content/submit-contact-message.schema.ts';

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

export interface EmailTemplates {
  'verify-email': AccountLinkProps;
  'reset-password': AccountLinkProps;
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
  'sign-up-attempt': SecurityNoticeProps & { resetUrl: string };
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
  'newsletter-confirm': { actionUrl: string };
  'newsletter-welcome': { marketUrl: string; unsubscribeUrl: string };
}

export type EmailTemplateName = keyof EmailTemplates;

/** A template and its props, as one value (the payload of the `send-email` job). */
export type EmailMessage = {
  [N in EmailTemplateName]: { template: N; props: EmailTemplates[N] };
}[EmailTemplateName];
