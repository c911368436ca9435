import { useEffect, useState } from 'react';
import { jumpTo } from './jumpTo';

/**
 * Whether the reference solution shows beside the code: opened by its own button (after a confirmation)
 * or by the solved state's "Compare", which also moves there once it shows.
 */
export function useSolutionView() {
  const [open, setOpen] = useState(false);
  const [compareAsked, setCompareAsked] = useState(0);
  useEffect(() => {
    if (compareAsked) jumpTo('reference-solution');
  }, [compareAsked]);
  return {
    open,
    onOpenChange: setOpen,
    compare: () => {
      setOpen(true);
      setCompareAsked((count) => count + 1);
    },
  };
}
