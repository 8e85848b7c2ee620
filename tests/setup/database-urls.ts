/** The same server URL pointed at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The maintenance database, for CREATE/DROP DATABASE. */
export const adminUrl = (serverUrl: string) => databaseUrl(serverUrl, 'postgres');
