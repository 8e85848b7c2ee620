import { createElement as h, type ReactNode } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { Details } from '../components/blocks.ts';
import type { OrderEmailLine } from '../template-props.ts';
import { keyedEmail } from './frame.ts';
import type { EmailContext, EmailDraft } from './template.ts';

type Row = [label: string, value: string];

export interface OrderEmail {
  /** Key prefix in emails.json of the frame's texts; the subject reads the order's `number`. */
  prefix: string;
  name: string | null;
  orderNumber: string;
  /** More values for the prefix's texts. */
  values?: Record<string, string>;
  footer: string;
  /** The details after the order's number. */
  rows: Row[];
}

/** A message about one order, to its buyer or a seller: the keyed frame, then the details, the order's number first. */
export function orderEmail(context: EmailContext, email: OrderEmail, ...content: ReactNode[]): EmailDraft {
  const { prefix, name, orderNumber, footer } = email;
  return keyedEmail(
    context,
    { prefix, name, footer, values: { number: orderNumber, ...email.values } },
    h(Details, { rows: [[context.t('order.number'), orderNumber], ...email.rows] }),
    ...content,
  );
}

const lineLabel = ({ t }: EmailContext, line: OrderEmailLine) =>
  t('order.line', { title: line.title, count: line.quantity });

/**
 * One detail row per order line: its title and seats, and the amount `cents` gives it; under a line bought with the
 * guided deployment, a row « dont déploiement accompagné » with what `deployment` says of it.
 */
export const orderLineRows = <Line extends OrderEmailLine>(
  context: EmailContext,
  lines: Line[],
  cents: (line: Line) => number,
  deployment: (line: Line) => string,
): Row[] =>
  lines.flatMap((line): Row[] => [
    [lineLabel(context, line), formatPrice(cents(line), context.locale)],
    ...((line.deploymentCents ?? 0) > 0 ? [[context.t('order.deployment'), deployment(line)] as Row] : []),
  ]);

/** The refunded lines as one detail row. */
export const refundedLinesRow = (context: EmailContext, lines: OrderEmailLine[]): Row => [
  context.t('refundConfirmation.products', { count: lines.length }),
  lines.map((line) => lineLabel(context, line)).join(' ; '),
];
