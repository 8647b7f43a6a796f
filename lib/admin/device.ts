import { UAParser } from 'ua-parser-js';

/** The library's names where people use another ("Mac OS" has been "macOS" since 2016). */
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS' };

/**
 * A session's browser as a person names it ("Chrome on Linux"), not its raw user-agent string
 * (issue 33 point 1). Unknown parts fall back to what is known; nothing known reads "Unknown browser".
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const where = (os.name && (OS_NAMES[os.name] ?? os.name)) || device.model;
  if (browser.name && where) return `${browser.name} on ${where}`;
  return browser.name ?? (where ? `A browser on ${where}` : 'Unknown browser');
}

/**
 * An address as a person reads it: an IPv4 address that reached a dual-stack socket arrives as
 * `::ffff:127.0.0.1`; it is the IPv4 address `127.0.0.1`.
 */
export function plainAddress(address: string | null): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}
