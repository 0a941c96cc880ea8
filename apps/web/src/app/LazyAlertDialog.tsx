import { lazy, Suspense, useState } from 'react';
import type { AlertDialogProps } from '@repo/ui/components/Dialog';

const AlertDialog = lazy(() =>
  import('@repo/ui/components/Dialog').then((module) => ({ default: module.AlertDialog })),
);

/**
 * The design system's AlertDialog, loaded the first time it opens: the shell's confirmations (log
 * out, "please log in", unread messages) are always rendered but rarely shown, and the dialog stack
 * (focus scope, modal, scroll lock) is not part of a page's first load. Once loaded it stays
 * rendered, so closing still animates and focus returns as usual.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted && !props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog {...props} />
    </Suspense>
  );
}
