import { z } from 'zod';
import { emailSchema } from '../accounts/email.schema.ts';
import { boundedText } from '../shared/bounded-text.ts';

export const contactSubjects = ['product', 'creator', 'order', 'partnership', 'moderation', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactMessageLimits = { nameMax: 100, messageMin: 20, messageMax: 5000 } as const;

/**
 * The contact form, for the form itself (checked before sending), the action and the use case. Messages are
 * codes, translated by the UI under `info:contact.errors.<code>`. `website` is a honeypot: people never see it.
 */
export const contactMessageSchema = z.object({
  name: z.string('name_required').trim().min(2, 'name_required').max(contactMessageLimits.nameMax, 'name_too_long'),
  email: emailSchema,
  subject: z.enum(contactSubjects, 'subject_required'),
  message: boundedText('message', contactMessageLimits.messageMin, contactMessageLimits.messageMax),
  website: z.string().optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactField = Exclude<keyof z.output<typeof contactMessageSchema>, 'website'>;
