import 'server-only';
import { resolveLeadAttribution, type LeadAttribution } from '@/lib/server/analytics';
import type { DbOrTx } from '@/lib/server/db/client';
import { getLogger } from '@/lib/server/log';
import type { LeadAttributionInput } from '@/lib/validations/analytics';
import type { Submitter } from './submissions';

const log = getLogger('leads');

/** The attribution columns a lead row is written with: every one null when nothing is known. */
export type LeadAttributionColumns = { [K in keyof LeadAttribution]: LeadAttribution[K] | null };

const UNKNOWN: LeadAttributionColumns = {
  sourcePage: null,
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  articlePath: null,
  sourceMarket: null,
  source: null,
};

/**
 * Where an admitted submission came from (issue 38, docs/adr/0113), for the row it is stored in. Never
 * throws: a lead is worth more than knowing its source, so when the resolver fails (the day's salt or
 * the visit cannot be read) the lead is stored with no attribution and a warning is logged. Every column
 * is set (null when unknown), so a row made pending again does not keep the source of an earlier visit.
 */
export async function attributeLead(
  db: DbOrTx,
  submitter: Submitter,
  input: LeadAttributionInput,
): Promise<LeadAttributionColumns> {
  try {
    return await resolveLeadAttribution(db, submitter, input);
  } catch (err) {
    log.warn({ err }, '[leads] attribution could not be resolved; the lead is stored without it');
    return UNKNOWN;
  }
}
