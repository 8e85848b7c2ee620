/** The left border of a notification by its type (spec §3: success, warning, error, otherwise info). */
export const notificationAccents = {
  success: 'border-l-primary',
  warning: 'border-l-rating',
  error: 'border-l-destructive',
  info: 'border-l-border',
};
