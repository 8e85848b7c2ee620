import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOperator } from '../../core/legal/operator.ts';
import { renderEmail } from '../../emails/render-email.ts';
import { smtpMailer } from '../../server/adapters/mail/smtp.ts';
import { type ReceivedMessage, readMessage } from '../setup/mime.ts';

interface Delivery {
  mailFrom: string;
  rcptTo: string[];
  user: string | undefined;
  message: ReceivedMessage;
}

let server: SMTPServer;
let port: number;
let deliveries: Delivery[] = [];

/** A real SMTP server on a random local port, accepting one account and refusing one recipient. */
beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        deliveries.push({
          mailFrom: (envelope.mailFrom as SMTPServerAddress).address,
          rcptTo: envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          message: readMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  deliveries = [];
});

const from = 'Déploia <no-reply@deploia.test>';
const mailer = (credentials = 'mailer:s3cret') => smtpMailer({ url: `smtp://${credentials}@127.0.0.1:${port}`, from });
const resetUrl = 'https://deploia.test/reset-password/tok_123?callbackURL=%2Faccount';

describe('the SMTP mailer', () => {
  it('delivers the rendered e-mail with its envelope, subject, HTML and text parts', async () => {
    const content = await renderEmail(
      'reset-password',
      { name: 'Zoé Müller', actionUrl: resetUrl, expiresInMinutes: 60 },
      'de',
      demoOperator,
    );
    await mailer().send({ ...content, to: 'zoe@example.com', template: 'reset-password', locale: 'de' });

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery).toMatchObject({ mailFrom: 'no-reply@deploia.test', rcptTo: ['zoe@example.com'], user: 'mailer' });
    const { message } = delivery!;
    expect(message.subject).toBe('Setzen Sie Ihr Déploia-Passwort zurück');
    expect(message.headers.get('from')).toBe('Déploia <no-reply@deploia.test>');
    expect(message.headers.get('to')).toBe('zoe@example.com');
    expect(message.headers.get('content-language')).toBe('de');
    expect(message.html).toBe(content.html.trimEnd());
    expect(message.html).toContain(`href="${resetUrl.replace(/&/g, '&amp;')}"`);
    expect(message.text).toBe(content.text.trimEnd());
    expect(message.text).toContain('Hallo Zoé Müller,');
    expect(message.text).toContain(resetUrl);
  });

  it('throws when the server refuses the recipient, so the job is retried', async () => {
    const content = await renderEmail(
      'newsletter-confirm',
      { actionUrl: 'https://deploia.test/n/1' },
      'fr',
      demoOperator,
    );
    await expect(
      mailer().send({ ...content, to: 'nobody@refused.example', template: 'newsletter-confirm', locale: 'fr' }),
    ).rejects.toThrow(/Mailbox unavailable/);
    expect(deliveries).toEqual([]);
  });

  it('throws on refused credentials without repeating the password', async () => {
    const content = await renderEmail(
      'newsletter-confirm',
      { actionUrl: 'https://deploia.test/n/1' },
      'fr',
      demoOperator,
    );
    const error = await mailer('mailer:wrong-password')
      .send({ ...content, to: 'lea@example.com', template: 'newsletter-confirm', locale: 'fr' })
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toMatch(/Invalid/);
    expect(error!.message).not.toContain('wrong-password');
    expect(deliveries).toEqual([]);
  });
});
