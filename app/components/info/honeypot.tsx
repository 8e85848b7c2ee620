import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';

/**
 * A field hidden from people and assistive technology that naive bots fill in: a form whose `website` is filled is
 * answered as sent, and nothing is done.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
