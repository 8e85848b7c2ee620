import { Tabs as TabsPrimitive } from 'radix-ui';
import { kitPart } from './kit-part.ts';

export const Tabs = kitPart(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-3');

export const TabsList = kitPart(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
);

export const TabsTrigger = kitPart(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
);

export const TabsContent = kitPart(TabsPrimitive.Content, 'tabs-content', 'outline-none');
