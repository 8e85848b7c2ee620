import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReceivedMessage, readMessage } from './mime.ts';

export interface CaughtMail extends ReceivedMessage {
  to: string[];
}

/**
 * A local SMTP server that keeps what the app sends, and answers `GET /messages` with it as JSON, so that
 * e2e tests (in other processes) can open the links of real e-mails. Nothing leaves the machine.
 */
export async function startMailCatcher() {
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          ...readMessage(Buffer.concat(chunks).toString('utf8')),
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http: Server = createServer((_, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages.map((m) => ({ ...m, headers: Object.fromEntries(m.headers) }))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
