import { type ComponentProps, type ReactNode, useRef, useState } from 'react';
import { Form } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx';

/**
 * A form sent only once its consequence is confirmed in an AlertDialog. It is a plain form: without JavaScript it is
 * sent at once; with it, the first submit (after the browser's own field checks) opens the question, and `confirm`
 * there sends the same form.
 */
export function ConfirmedForm({
  question,
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, 'onSubmit' | 'ref'> & {
  question: { title: string; text: ReactNode; confirm: string; cancel: string };
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);
  return (
    <Form
      {...props}
      ref={form}
      onSubmit={(event) => {
        if (confirmed.current) return;
        event.preventDefault();
        setAsking(true);
      }}
    >
      {children}
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{question.title}</AlertDialogTitle>
            <AlertDialogDescription>{question.text}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{question.cancel}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                // requestSubmit runs onSubmit at once: the flag lets this one submit through, and only it.
                confirmed.current = true;
                form.current?.requestSubmit();
                confirmed.current = false;
              }}
            >
              {question.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Form>
  );
}
