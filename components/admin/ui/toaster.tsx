'use client';
import * as Toast from '@radix-ui/react-toast';
import { Button, Flex, Text } from '@radix-ui/themes';
import { createContext, useCallback, useContext, useState } from 'react';

/**
 * @public
 * spec.md "Messages and toasts" toasts: a title ('Error', 'Success', ...) and a description; 'destructive' is the error style.
 * Radix Themes has no toast, so this is @radix-ui/react-toast drawn with Themes' tokens.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface QueuedToast extends ToastMessage {
  id: number;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <Toaster>');
  return show;
}

let nextId = 1;
/** spec.md "Constants and limits": a toast shows about 5000 ms (successes; errors wait to be dismissed). */
const SUCCESS_TOAST_MS = 5000;

export function Toaster({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const show = useCallback<ShowToast>((message) => {
    const id = nextId++;
    // One toast at a time per kind (issue 22 point 6): a new success replaces the last success and a new
    // error the last error, instead of a stack that hid what mattered.
    const kind = message.variant ?? 'default';
    setToasts((current) => [...current.filter((t) => (t.variant ?? 'default') !== kind), { ...message, id }]);
  }, []);
  const remove = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider swipeDirection="right" duration={SUCCESS_TOAST_MS}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            // Errors interrupt (assertive); successes wait their turn (polite).
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
            // An error stays until it is dismissed: one that vanished after 6 s was easy to miss.
            duration={toast.variant === 'destructive' ? Infinity : SUCCESS_TOAST_MS}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
            }}
            className="admin-toast"
            data-variant={toast.variant ?? 'default'}
          >
            <Flex justify="between" align="start" gap="3">
              <div>
                <Toast.Title asChild>
                  <Text as="p" size="2" weight="bold">
                    {toast.title}
                  </Text>
                </Toast.Title>
                {toast.description ? (
                  <Toast.Description asChild>
                    <Text as="p" size="2">
                      {toast.description}
                    </Text>
                  </Toast.Description>
                ) : null}
              </div>
              <Toast.Close asChild>
                <Button variant="ghost" size="1" color="gray" aria-label="Dismiss notification">
                  ×
                </Button>
              </Toast.Close>
            </Flex>
          </Toast.Root>
        ))}
        <Toast.Viewport className="admin-toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** spec.md "Messages and toasts": admin error toasts are titled 'Error' in the destructive style. */
export function errorToast(description: string): ToastMessage {
  return { title: 'Error', description, variant: 'destructive' };
}
