/** What the purchases page's forms get back (the download form redirects to the file when it succeeds). */
export type PurchaseActionResult =
  | { intent: 'download'; ok: false; code: string }
  | { intent: 'refund'; ok: true; itemId: string; title: string }
  | {
      intent: 'refund';
      ok: false;
      itemId: string | null;
      /** A code under `purchases:refund.errors`, with the server's French message when it has no translation. */
      code: string;
      message?: string;
      reason?: string;
    };
