import type { BillingMode } from './payment-provider.ts';

export interface SandboxCheckoutView {
  id: string;
  orderNumber: string;
  amountCents: number;
  lines: { title: string; unitAmountCents: number; quantity: number; billing: BillingMode }[];
  status: 'open' | 'processing' | 'paid' | 'expired' | 'canceled';
  /** Why the last card was refused, while the checkout stays open. */
  lastDecline: 'declined' | 'insufficient_funds' | null;
  cancelUrl: string;
  successUrl: string;
  expiresAt: Date;
}

export type SandboxPayResult =
  | { outcome: 'paid' | 'processing'; redirectUrl: string }
  | { outcome: 'declined' | 'insufficient_funds' };

/**
 * The sandbox provider's hosted checkout page (`/pay/sandbox/:id`): what a buyer sees on a real provider's site,
 * served by this app so that the whole purchase works on a fresh machine.
 */
export interface SandboxCheckout {
  get(id: string): Promise<SandboxCheckoutView | null>;
  /** Pays with a test card; a refused card leaves the checkout open for another try. */
  pay(id: string, cardNumber: string): Promise<SandboxPayResult>;
  /** The buyer goes back to the shop; the checkout stays open until it expires, so they may return to pay. */
  cancel(id: string): Promise<{ redirectUrl: string }>;
}
