'use client';

import { useEffect, useState } from 'react';
import { MAINTENANCE_NOTICE_MS, MAINTENANCE_PREVIEW_COOKIE } from '@/lib/constants/settings';
import type { Language } from '@/lib/markets';

interface AnnouncedWindow {
  startsAt: string;
  endsAt: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-BE', nl: 'nl-BE' };
const SCHEDULED: Record<Language, (date: string, from: string, to: string) => string> = {
  en: (date, from, to) => `Scheduled maintenance on ${date} from ${from} to ${to} (UTC)`,
  fr: (date, from, to) => `Maintenance programmée le ${date} de ${from} à ${to} (UTC)`,
  nl: (date, from, to) => `Gepland onderhoud op ${date} van ${from} tot ${to} (UTC)`,
};

type Notice = { kind: 'preview' } | { kind: 'scheduled'; text: string };

function noticeNow(windows: readonly AnnouncedWindow[], language: Language): Notice | null {
  if (document.cookie.split('; ').includes(`${MAINTENANCE_PREVIEW_COOKIE}=1`)) return { kind: 'preview' };
  const now = Date.now();
  const next = windows.find(
    (w) => Date.parse(w.startsAt) - MAINTENANCE_NOTICE_MS <= now && now < Date.parse(w.endsAt),
  );
  if (!next) return null;
  const locale = LOCALES[language];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(next.startsAt),
  );
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  return {
    kind: 'scheduled',
    text: SCHEDULED[language](date, time.format(new Date(next.startsAt)), time.format(new Date(next.endsAt))),
  };
}

/**
 * The maintenance notices of a public page (issue 37; docs/adr/0109): a scheduled window from 24 h
 * before it starts, and, to a signed-in member of the team viewing the site while maintenance is on,
 * "only you see this" (the request gate's cookie says so; the cached page cannot). Decided in the browser by
 * the clock, so a window is announced on time without re-rendering any page; nothing without one.
 */
export function MaintenanceNotice({
  windows,
  language,
}: {
  windows: readonly AnnouncedWindow[];
  language: Language;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const update = () => setNotice(noticeNow(windows, language));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [windows, language]);
  if (!notice) return null;
  return notice.kind === 'preview' ? (
    <div
      role="status"
      data-testid="maintenance-preview"
      className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-slate-900"
    >
      Maintenance mode is on — only you see this
    </div>
  ) : (
    <div
      role="status"
      data-testid="maintenance-notice"
      className="bg-navy-900 px-4 py-2 text-center text-sm text-white"
    >
      {notice.text}
    </div>
  );
}
