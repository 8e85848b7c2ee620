import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Button } from '../ui/button.tsx';

/** A full-width submit button that says it is working while its form (posting to `action`) is being sent. */
export function SubmitButton({
  children,
  busy,
  action,
  name,
  value,
}: {
  children: ReactNode;
  busy: ReactNode;
  /** The form's action path; defaults to the current page. */
  action?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = action ?? location.pathname;
  const sending =
    navigation.state === 'submitting' &&
    navigation.formAction?.split('?')[0] === target &&
    (!name || navigation.formData?.get(name) === value);
  return (
    <Button type="submit" name={name} value={value} className="w-full" disabled={sending}>
      {sending ? busy : children}
    </Button>
  );
}
