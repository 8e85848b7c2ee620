let counter = 0;
/** A process-wide increasing number, for unique e-mails and slugs in factories. */
export const nextId = () => ++counter;
