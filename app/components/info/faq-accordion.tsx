import ChevronDown from 'lucide-react/icons/chevron-down';
import { Accordion } from 'radix-ui';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions that open on demand (Radix Accordion, several at once). Radix renders a closed answer empty, so
 * each answer is also written in a <noscript> under its question: without JavaScript every answer shows.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y rounded-card border bg-card">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id}>
          <Accordion.Header className="text-base font-semibold">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left transition-colors hover:bg-muted/60">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted-foreground">{item.answer}</Accordion.Content>
          <noscript>
            <p className="px-5 pb-5 text-muted-foreground">{item.answer}</p>
          </noscript>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
