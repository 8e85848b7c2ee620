import { createElement as h } from 'react';
import { formatDateTimeWithZone } from '../../i18n/format.ts';
import { ActionButton, Details, Quote, SmallPrint } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { keyedEmail } from './frame.ts';
import type { EmailTemplate } from './template.ts';

/** The receipt of a notice of illegal content (EU DSA art. 16(4)): its reference, what it names and why. */
export const noticeReceipt: EmailTemplate<EmailTemplates['notice-receipt']> = (props, context) => {
  const { t, locale } = context;
  return keyedEmail(
    context,
    { prefix: 'noticeReceipt', values: { reference: props.reference }, footer: t('notice.footer') },
    h(Details, {
      rows: [
        [t('notice.reference'), props.reference],
        [
          t('notice.content'),
          t('notice.named', { type: t(`notice.targets.${props.targetType}`), label: props.targetLabel }),
        ],
        [t('notice.reason'), t(`notice.reasons.${props.reason}`)],
        [t('notice.receivedAt'), formatDateTimeWithZone(props.receivedAt, locale)],
      ],
    }),
    h(ActionButton, {
      url: props.targetUrl,
      label: t('noticeReceipt.button'),
      fallbackLabel: t('common.linkFallback'),
    }),
  );
};

/** The decision taken on a notice, with its reasons (EU DSA art. 16(5)), and where to turn if the notifier disagrees. */
export const noticeDecision: EmailTemplate<EmailTemplates['notice-decision']> = (props, context) => {
  const { t, locale } = context;
  return keyedEmail(
    context,
    {
      prefix: `noticeDecision.${props.decision}`,
      values: { reference: props.reference, label: props.targetLabel },
      footer: t('notice.footer'),
    },
    h(Details, {
      rows: [
        [t('notice.reference'), props.reference],
        [t('notice.decidedAt'), formatDateTimeWithZone(props.decidedAt, locale)],
      ],
    }),
    h(Quote, { text: props.statement }),
    h(SmallPrint, { text: t('noticeDecision.redress') }),
  );
};
