import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { PayoutDebtor } from './admin/payouts/payout-debtor.ts';
import type { DemoFraming } from './catalog/demo-framing.ts';
import type { ConfiguredKey } from './deployments/secret-box.ts';
import type { Operator } from './legal/operator.ts';
import type { LiveNotifications } from './notifications/live-notifications.ts';
import type { PaypalEnvironment } from './payments/paypal-test-reference.ts';
import type { Clock } from './ports/clock.ts';
import type { FileStore } from './ports/file-store.ts';
import type { Mailer } from './ports/mailer.ts';
import type { PaymentProviders } from './ports/payment-provider.ts';
import type { Queue } from './ports/queue.ts';
import type { SandboxCheckout } from './ports/sandbox-checkout.ts';
import type { SmsSender } from './ports/sms-sender.ts';

/** The long-lived dependencies every use case may receive (each takes only what it needs). */
export interface CoreDeps {
  /** The primary: every write, and every read that must see the latest writes. */
  db: Db;
  /**
   * Catalogue reads; may lag the primary by a moment (the read replica of DATABASE_READ_URL, or `db` itself without
   * one). Routes choose it per request with `catalogDeps` (server/read-your-writes.ts); never write through it.
   */
  readDb: Db;
  clock: Clock;
  files: FileStore;
  mailer: Mailer;
  queue: Queue;
  sms: SmsSender;
  /** The payment providers configured on this instance (the sandbox unless turned off). */
  payments: PaymentProviders;
  /** The sandbox provider's hosted checkout page, when the sandbox is on. */
  sandboxCheckout?: SandboxCheckout;
  /** Which PayPal environment is configured (shown by /paypal-test), when PayPal is. */
  paypalEnvironment?: PaypalEnvironment;
  /** The server's secret (AUTH_SECRET or the generated one): signs download links and sandbox webhooks. */
  secret: string;
  /** The keys sealing deployment secrets (config DEPLOYMENT_SECRETS_KEYS); the one derived from `secret` always opens. */
  deploymentKeys?: readonly ConfiguredKey[];
  /** The site's absolute origin, for links that leave the site: e-mails, providers' return URLs. */
  publicUrl: string;
  /** Whether a seller's demo may be framed on the product page; without it every demo is a link. */
  demoFraming?: DemoFraming;
  /** This instance's live notifications (decision 0023); without it the notifications stream answers 503. */
  liveNotifications?: LiveNotifications;
  /** The platform's account in the payout batches' SEPA files (config PAYOUT_DEBTOR_*); the demo debtor without it. */
  payoutDebtor?: PayoutDebtor;
  /** Who runs the marketplace (config OPERATOR_*, the demo operator otherwise): legal pages, invoices, e-mails. */
  operator: Operator;
  log: Logger;
}
