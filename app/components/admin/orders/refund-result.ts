/** What the refund form of /admin/orders/:orderId gets back from its action. */
export type AdminRefundResult =
  | {
      ok: true;
      refunds: { refundId: string; status: 'processing' | 'succeeded' | 'failed'; amountCents: number }[];
      /** Some lines only: the error code that stopped the others. */
      stoppedBy: string | null;
    }
  | {
      ok: false;
      /** A code under `adminOrders:refund.errors`. */
      code: string;
      reason: string;
      scope: string;
      items: string[];
    };
