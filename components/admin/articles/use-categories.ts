'use client';
import { useEffect, useState } from 'react';
import type { CategoryOption } from '@/lib/admin/article-types';
import { adminFetch } from '../admin-api';

/** The categories for the article screens' filters and fields (empty until they arrive). */
export function useCategories(): CategoryOption[] {
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    adminFetch<{ categories: CategoryOption[] }>('/api/admin/blog/categories', { signal: controller.signal })
      .then((body) => setCategories(body.categories))
      // SPEC 8: a failed load of the categories is only logged.
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load categories', error);
      });
    return () => controller.abort();
  }, []);
  return categories;
}
