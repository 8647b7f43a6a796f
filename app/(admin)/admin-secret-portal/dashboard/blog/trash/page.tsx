import type { Metadata } from 'next';
import { TrashClient } from '@/components/admin/articles/trash-client';

export const metadata: Metadata = { title: 'Trash' };

// The dashboard layout has checked the session; the screen reads the admin API with the stored token.
export default function TrashPage() {
  return <TrashClient />;
}
