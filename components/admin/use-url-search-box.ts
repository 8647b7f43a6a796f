'use client';
import { useEffect, useRef, useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@/lib/admin/portal';

/**
 * A search box whose value lives in the URL: the box runs ahead of the URL while the admin types, and
 * `commit` (which should replace the history entry: Back does not replay keystrokes) runs once typing
 * pauses. When the URL's search changes by itself (Back, a tab change) the box follows it.
 */
export function useUrlSearchBox(
  urlSearch: string,
  commit: (search: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlSearch);
  const [followed, setFollowed] = useState(urlSearch);
  // Adjusted while rendering, React's pattern for state that follows a prop.
  if (followed !== urlSearch) {
    setFollowed(urlSearch);
    setText(urlSearch);
  }
  // The latest commit, so a new function each render does not restart the pause.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === urlSearch.trim()) return;
    const timer = setTimeout(() => commitRef.current(trimmed), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlSearch]);

  return [text, setText];
}
