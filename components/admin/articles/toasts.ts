import type { ToastMessage } from '../ui/toaster';

/** SPEC 8: admin error toasts are titled 'Error' in the destructive style. */
export function errorToast(description: string): ToastMessage {
  return { title: 'Error', description, variant: 'destructive' };
}
