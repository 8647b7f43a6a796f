'use client';
import { useEffect, useRef } from 'react';

const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Leave this page without saving them?';

function isInternalNavigation(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Asks before the editor is left with unsaved changes. The App Router has no route-change event, so the
 * three ways out are caught where they start: a click on an internal link (captured on window, before
 * next/link's handler), Back and Forward (the Navigation API's cancelable traverse, else a capturing
 * popstate listener that runs before the router's and pushes the editor's entry back when the user
 * stays), and reload or tab close (beforeunload, where the browser shows its own prompt).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const dirtyRef = useRef(dirty);
  // The editor's own history entry, restored when the user stays after Back.
  const entry = useRef<{ state: unknown; href: string } | null>(null);

  useEffect(() => {
    dirtyRef.current = dirty;
    // Taken when the form becomes dirty: by then a first save's router.replace has settled the URL.
    if (dirty) entry.current = { state: window.history.state, href: window.location.href };
  }, [dirty]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || !isInternalNavigation(event)) return;
      if (window.confirm(UNSAVED_CHANGES_PROMPT)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Where the Navigation API exists, Back and Forward are cancelled before they happen; its traverse
    // event is cancelable once the user has interacted with the page, which typing changes means.
    let askedForTraverse = false;
    const navigation: unknown = Reflect.get(window, 'navigation');
    const onNavigate = (event: Event) => {
      if (!dirtyRef.current || Reflect.get(event, 'navigationType') !== 'traverse' || !event.cancelable)
        return;
      if (window.confirm(UNSAVED_CHANGES_PROMPT)) askedForTraverse = true;
      else event.preventDefault();
    };
    // Elsewhere (or when the traverse could not be cancelled), popstate: the URL has changed already, so
    // staying means putting the editor's entry back before the router sees the event.
    const onPopState = (event: PopStateEvent) => {
      if (askedForTraverse) {
        askedForTraverse = false;
        return;
      }
      const stay = entry.current;
      if (!dirtyRef.current || !stay || window.confirm(UNSAVED_CHANGES_PROMPT)) return;
      event.stopImmediatePropagation();
      window.history.pushState(stay.state, '', stay.href);
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    if (navigation instanceof EventTarget) navigation.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      if (navigation instanceof EventTarget) navigation.removeEventListener('navigate', onNavigate);
    };
  }, []);
}
