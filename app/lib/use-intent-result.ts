import { useActionData } from 'react-router';

export interface IntentResult {
  intent: string;
  ok: boolean;
  formError?: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/** The page's action answer when it answers the form with this intent (several forms share one action). */
export function useIntentResult<T extends IntentResult>(intent: string): T | undefined {
  const result = useActionData() as T | undefined;
  return result?.intent === intent ? result : undefined;
}
