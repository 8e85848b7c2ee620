import { z } from 'zod';

/** Cancelling one of the viewer's subscriptions (the dashboard's form; any other client sends the same body). */
export const cancelSubscriptionBody = z.object({ subscriptionId: z.uuid() }).strict();

export type CancelSubscriptionBody = z.infer<typeof cancelSubscriptionBody>;
