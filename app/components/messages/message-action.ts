/** What the thread's action answers (a success of `send` is a redirect to the thread). Codes under `messages:errors`. */
export type ConversationActionData =
  | {
      intent: 'send';
      ok: false;
      fieldErrors?: { body?: string; attachment?: string };
      error?: string;
      /** For `rate_limited` and `attachment_too_large`. */
      values: { body: string; minutes?: number; megabytes?: number };
    }
  | { intent: 'report'; ok: true; messageId: string }
  | {
      intent: 'report';
      ok: false;
      messageId: string;
      fieldErrors?: { reason?: string; details?: string };
      error?: string;
      values: { reason?: string; details?: string };
    };

/** What the inbox's action answers when a conversation cannot be started (a success is a redirect). */
export interface StartActionData {
  error: string;
  minutes?: number;
}
