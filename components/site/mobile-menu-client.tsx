'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog-client';
import { MOBILE_MENU_WIDTH_PX } from '@/lib/constants/site';
import { SECTION_LINKS } from '@/lib/content/site-copy';
import type { LandingStateLink } from '@/lib/content/states';
import { HomeTopLink, SectionLink } from './nav-links-client';

const itemClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100';

/**
 * The under-768 px menu: a 280 px panel sliding in from the right (a modal `<dialog>`: the page behind
 * is inert, Escape and a click outside close it, and focus returns to the menu button). On a state page
 * the server passes the state links (code, name, path only) so the state pages' hero texts never
 * ship in this client bundle.
 */
export function MobileMenu({ states }: { states?: { current: string; links: readonly LandingStateLink[] } }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        labelledBy="mobile-menu-title"
        style={{ width: MOBILE_MENU_WIDTH_PX }}
        className="site-slide-in fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none max-w-full bg-white p-0 shadow-xl backdrop:bg-slate-900/40 focus:outline-none"
      >
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="mobile-menu-title" className="text-lg font-semibold">
              Menu
            </h2>
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
              aria-label="Close menu"
              onClick={close}
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              <li>
                <HomeTopLink className={itemClass} onNavigate={close}>
                  Top
                </HomeTopLink>
              </li>
              {SECTION_LINKS.map((link) => (
                <li key={link.id}>
                  <SectionLink id={link.id} className={itemClass} onNavigate={close}>
                    {link.label}
                  </SectionLink>
                </li>
              ))}
              <li>
                <Link href="/blog" className={itemClass} onClick={close}>
                  Resources
                </Link>
              </li>
              <li>
                <Link href="/login" className={itemClass} onClick={close}>
                  Login
                </Link>
              </li>
              <li>
                <Link href="/login" className={itemClass} onClick={close}>
                  Get Started
                </Link>
              </li>
            </ul>
            <Link href="/login" className={buttonClass('primary', 'md', 'mt-4 w-full')} onClick={close}>
              Start free trial
            </Link>
            {states ? (
              <div className="mt-6 border-t border-slate-200 pt-4">
                <h2 className="px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  Switch State
                </h2>
                <ul className="mt-2 space-y-1">
                  {states.links.map((s) => {
                    const current = s.code === states.current;
                    return (
                      <li key={s.code}>
                        <Link
                          href={s.path}
                          onClick={close}
                          aria-current={current ? 'page' : undefined}
                          className={clsx(
                            itemClass,
                            current && 'bg-brand-50 text-brand-700 ring-brand-600 ring-1',
                          )}
                        >
                          {s.name}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </nav>
        </div>
      </ModalDialog>
    </>
  );
}
