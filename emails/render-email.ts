import { render, toPlainText } from '@react-email/render';
import type { Operator } from '../core/legal/operator.ts';
import type { Locale } from '../i18n/config.ts';
import { formatDateTimeWithZone } from '../i18n/format.ts';
import type { EmailTemplateName, EmailTemplates } from './template-props.ts';
import { actionEmail } from './templates/action-email.ts';
import { contactMessage } from './templates/contact-message.ts';
import { creatorPost } from './templates/creator-post.ts';
import { giftReceived } from './templates/gift-received.ts';
import { newsletterWelcome } from './templates/newsletter-welcome.ts';
import { noticeDecision, noticeReceipt } from './templates/notice.ts';
import { notification } from './templates/notification.ts';
import { orderConfirmation } from './templates/order-confirmation.ts';
import { newSale } from './templates/order-new-sale.ts';
import { refundConfirmation } from './templates/refund-confirmation.ts';
import { refundNotice } from './templates/refund-notice.ts';
import { securityNotice } from './templates/security-notice.ts';
import { signInCode } from './templates/sign-in-code.ts';
import { signUpAttempt } from './templates/sign-up-attempt.ts';
import type { EmailTemplate } from './templates/template.ts';
import { emailT } from './translate.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const templates: { [N in EmailTemplateName]: EmailTemplate<EmailTemplates[N]> } = {
  'verify-email': (props, context) =>
    actionEmail(context, { prefix: 'verifyEmail', ...props, footer: context.t('common.accountFooter') }),
  'reset-password': (props, context) =>
    actionEmail(context, { prefix: 'resetPassword', ...props, footer: context.t('common.accountFooter') }),
  'library-link': (props, context) =>
    actionEmail(context, { prefix: 'libraryLink', ...props, footer: context.t('common.accountFooter') }),
  'change-email': ({ newEmail, ...props }, context) =>
    actionEmail(context, {
      prefix: 'changeEmail',
      ...props,
      values: { newEmail },
      footer: context.t('common.accountFooter'),
    }),
  'sign-in-code': signInCode,
  'new-sign-in': ({ device, signedInAt, location, ...props }, context) =>
    securityNotice(context, {
      prefix: 'newSignIn',
      ...props,
      values: { device },
      details: [
        [context.t('newSignIn.device'), device],
        [context.t('newSignIn.time'), formatDateTimeWithZone(signedInAt, context.locale)],
        ...(location ? [[context.t('newSignIn.place'), location] as [string, string]] : []),
      ],
      notes: ['ifYou', 'ifNotYou'],
    }),
  'sign-up-attempt': signUpAttempt,
  'two-factor-enabled': (props, context) =>
    securityNotice(context, { prefix: 'twoFactorEnabled', ...props, notes: ['advice', 'ifNotYou'] }),
  'two-factor-disabled': (props, context) =>
    securityNotice(context, { prefix: 'twoFactorDisabled', ...props, notes: ['advice', 'ifNotYou'] }),
  'contact-message': contactMessage,
  'newsletter-confirm': (props, context) =>
    actionEmail(context, { prefix: 'newsletterConfirm', ...props, footer: context.t('newsletterConfirm.footer') }),
  'newsletter-welcome': newsletterWelcome,
  'order-confirmation': orderConfirmation,
  'new-sale': newSale,
  'refund-confirmation': refundConfirmation,
  'refund-notice': refundNotice,
  'gift-received': giftReceived,
  'notice-receipt': noticeReceipt,
  'notice-decision': noticeDecision,
  notification,
  'creator-post': creatorPost,
};

const textOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'title', format: 'skip' },
  ],
};

/** Renders one template in one language, signed by the operator: the subject, the HTML part and its plain text. */
export async function renderEmail<N extends EmailTemplateName>(
  name: N,
  props: EmailTemplates[N],
  locale: Locale,
  operator: Operator,
): Promise<RenderedEmail> {
  const template = templates[name] as EmailTemplate<EmailTemplates[N]>;
  const { subject, body } = template(props, { t: emailT(locale), locale, operator });
  const html = await render(body);
  return { subject, html, text: toPlainText(html, textOptions) };
}
