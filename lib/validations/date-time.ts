import { z } from 'zod';

// docs/adr/0033: the instants every layer holds alike. toISOString writes years outside 0001–9999 in a
// form ('0000-…', '+010000-…') PostgreSQL refuses (a 500), and the driver reads a stored year below 100
// back through JavaScript's legacy date parser as 19xx/20xx. Four-digit years from 1000 are both safe
// and plain to explain.
const EARLIEST = Date.parse('1000-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An ISO 8601 date-time with an offset, naming `field` in its 400. The zod format checks the text (it
 * already refuses 30 February); the range check is on the instant, so an offset cannot carry a value
 * across the first or last year once converted to UTC.
 */
export const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` }).refine(
    (v) => {
      const t = Date.parse(v);
      return Number.isFinite(t) && t >= EARLIEST && t <= LATEST;
    },
    { error: `${field} must be a date between the years 1000 and 9999` },
  );
