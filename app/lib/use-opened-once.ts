import { useEffect, useState } from 'react';

/** True from the first time `open` is true: lets a panel's code load on first use and stay mounted. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}
