/** A notice's reference as its notifier reads it: SIG- and the first characters of its id. */
export const noticeReference = (id: string) => `SIG-${id.slice(0, 8).toUpperCase()}`;
