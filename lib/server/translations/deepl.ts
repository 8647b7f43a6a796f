import 'server-only';
import { z } from 'zod';
import type { Language } from '@/lib/markets';
import {
  MachineTranslationError,
  type MachineTranslator,
  type MachineTranslationFailure,
  type TextFormat,
} from './machine-translator';

/** DeepL's two hosts: keys of the free plan end in ':fx' and only work on the free host. */
const DEEPL_FREE_URL = 'https://api-free.deepl.com';
const DEEPL_PRO_URL = 'https://api.deepl.com';
/** A call that takes longer than this is abandoned: the entries then wait for a human translation. */
const DEEPL_TIMEOUT_MS = 15_000;
/** DeepL accepts at most 50 texts per request. */
const DEEPL_MAX_TEXTS = 50;

const translateAnswer = z.object({
  translations: z.array(z.object({ text: z.string() })),
});

// https://developers.deepl.com/docs/api-reference/translate — the status codes DeepL documents.
function failureOf(status: number): MachineTranslationFailure {
  if (status === 401 || status === 403) return 'auth';
  if (status === 456) return 'quota';
  if (status === 429) return 'rate_limit';
  return 'unavailable';
}

export function deeplBaseUrl(apiKey: string, override: string | undefined): string {
  if (override) return override.replace(/\/+$/, '');
  return apiKey.endsWith(':fx') ? DEEPL_FREE_URL : DEEPL_PRO_URL;
}

export function createDeeplTranslator(options: { apiKey: string; baseUrl?: string }): MachineTranslator {
  const baseUrl = deeplBaseUrl(options.apiKey, options.baseUrl);

  async function translateBatch(texts: readonly string[], target: Language, format: TextFormat) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/v2/translate`, {
        method: 'POST',
        headers: {
          authorization: `DeepL-Auth-Key ${options.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          text: texts,
          source_lang: 'EN',
          target_lang: target.toUpperCase(),
          // DeepL keeps the markup and translates only the text between tags.
          ...(format === 'html' ? { tag_handling: 'html' } : {}),
        }),
        signal: AbortSignal.timeout(DEEPL_TIMEOUT_MS),
      });
    } catch (err) {
      throw new MachineTranslationError(
        'unavailable',
        `DeepL unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new MachineTranslationError(
        failureOf(response.status),
        `DeepL answered ${response.status}${detail ? `: ${detail}` : ''}`,
      );
    }
    const parsed = translateAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.translations.length !== texts.length) {
      throw new MachineTranslationError('bad_response', 'DeepL answered with an unexpected body');
    }
    return parsed.data.translations.map((t) => t.text);
  }

  return {
    name: 'DeepL',
    async translate(texts, target, format) {
      const out: string[] = [];
      for (let i = 0; i < texts.length; i += DEEPL_MAX_TEXTS) {
        out.push(...(await translateBatch(texts.slice(i, i + DEEPL_MAX_TEXTS), target, format)));
      }
      return out;
    },
  };
}

const usageAnswer = z.object({ character_count: z.number(), character_limit: z.number() });

/** The characters used and allowed in the current billing period (System Settings' DeepL test). */
export async function deeplUsage(options: {
  apiKey: string;
  baseUrl?: string;
}): Promise<{ used: number; limit: number }> {
  const response = await fetch(`${deeplBaseUrl(options.apiKey, options.baseUrl)}/v2/usage`, {
    headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
    signal: AbortSignal.timeout(DEEPL_TIMEOUT_MS),
  });
  if (!response.ok)
    throw new MachineTranslationError(failureOf(response.status), `DeepL answered ${response.status}`);
  const parsed = usageAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new MachineTranslationError('bad_response', 'DeepL answered with an unexpected body');
  return { used: parsed.data.character_count, limit: parsed.data.character_limit };
}
