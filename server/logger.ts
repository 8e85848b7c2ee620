import pino, { type Logger } from 'pino';

/** JSON logs; secrets are redacted wherever they appear in a logged object. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'deploia' },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.token',
        '*.secret',
        'config.databaseUrl',
      ],
      censor: '[redacted]',
    },
  });
}
