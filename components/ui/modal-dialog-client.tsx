'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/**
 * A modal on the browser's own `<dialog>` (showModal): the page behind it is inert, Escape closes it
 * and focus returns to the element that opened it, with no dialog library in the public bundle. A
 * click on the backdrop closes it too: the backdrop's clicks reach the `<dialog>` itself, so the
 * children must fill it (one wrapper carrying the padding). Its content exists only while open.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  style,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-state={open ? 'open' : 'closed'}
      className={className}
      style={style}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
