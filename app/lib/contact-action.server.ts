import { data, type RouterContextProvider } from 'react-router';
import type { ContactField } from '../../core/content/submit-contact-message.schema.ts';
import { submitContactMessage } from '../../core/content/submit-contact-message.ts';
import { depsContext, requestContext } from '../context.ts';

const fields: ContactField[] = ['name', 'email', 'subject', 'message'];

/**
 * The answer of a contact form's action (/contact, a seller's page): field errors come back as codes
 * (`info:contact.errors.<code>`), like the ones the form finds itself before sending; the submitted values come back
 * too, so that a page rendered without JavaScript keeps them.
 */
export async function contactAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  target: { sellerId?: string } = {},
) {
  const form = Object.fromEntries(await request.formData());
  const ip = context.get(requestContext).clientIp;
  const result = await submitContactMessage(context.get(depsContext), { form, ip, ...target });
  if (result.status === 'sent') return { ok: true as const, sentAt: Date.now() };
  const values = Object.fromEntries(fields.map((field) => [field, typeof form[field] === 'string' ? form[field] : '']));
  if (result.status === 'invalid') {
    return data(
      { ok: false as const, fieldErrors: result.fieldErrors as Partial<Record<ContactField, string>>, values },
      { status: 400 },
    );
  }
  return data(
    { ok: false as const, rateLimitedMinutes: Math.ceil(result.retryAfterSeconds / 60), values },
    { status: 429 },
  );
}

/** What a contact form's action answered, as its page receives it. */
export type ContactActionData =
  | { ok: true; sentAt: number }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string>>; values: Record<string, string> }
  | { ok: false; rateLimitedMinutes: number; values: Record<string, string> };
