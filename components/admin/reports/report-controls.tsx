'use client';
import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { REPORT_MAX_RANGE_DAYS, REPORT_RANGE_PRESETS } from '@/lib/constants/analytics';
import { MARKETS, type MarketCode } from '@/lib/markets';
import { reportRange, todayUtc, type ReportView } from './report-view';
import { DAY_MS } from '@/lib/analytics/days';

const ALL = 'all';
const CUSTOM = 'custom';

/** Range (the presets or a custom one) and market; every change goes to the URL through `onChange`. */
export function ReportControls({
  view,
  onChange,
}: {
  view: ReportView;
  onChange: (next: ReportView) => void;
}) {
  const range = reportRange(view);
  // The custom range's boxes run ahead of the view until "Apply": a half-typed date asks nothing.
  const [draft, setDraft] = useState(range);
  const [customOpen, setCustomOpen] = useState(view.kind === 'custom');
  const days = (Date.parse(draft.to) - Date.parse(draft.from)) / DAY_MS + 1;
  const draftError =
    !draft.from || !draft.to
      ? 'Choose both dates.'
      : draft.from > draft.to
        ? 'From must not be after To.'
        : days > REPORT_MAX_RANGE_DAYS
          ? `At most ${REPORT_MAX_RANGE_DAYS} days.`
          : null;

  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" id="reports-range-label">
          Range
        </Text>
        <Select.Root
          value={customOpen ? CUSTOM : String(view.kind === 'preset' ? view.days : CUSTOM)}
          onValueChange={(value) => {
            if (value === CUSTOM) {
              setDraft(range);
              setCustomOpen(true);
              return;
            }
            setCustomOpen(false);
            onChange({
              kind: 'preset',
              days: Number(value) as (typeof REPORT_RANGE_PRESETS)[number],
              market: view.market,
            });
          }}
        >
          <Select.Trigger aria-labelledby="reports-range-label" />
          <Select.Content>
            {REPORT_RANGE_PRESETS.map((d) => (
              <Select.Item key={d} value={String(d)}>
                Last {d} days
              </Select.Item>
            ))}
            <Select.Item value={CUSTOM}>Custom range</Select.Item>
          </Select.Content>
        </Select.Root>
      </Flex>
      {customOpen ? (
        <Flex asChild gap="3" wrap="wrap" align="end">
          <form
            aria-label="Custom range"
            onSubmit={(e) => {
              e.preventDefault();
              if (!draftError) onChange({ kind: 'custom', ...draft, market: view.market });
            }}
          >
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor="reports-from">
                From
              </Text>
              <TextField.Root
                id="reports-from"
                type="date"
                value={draft.from}
                max={todayUtc()}
                onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor="reports-to">
                To
              </Text>
              <TextField.Root
                id="reports-to"
                type="date"
                value={draft.to}
                max={todayUtc()}
                onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              />
            </Flex>
            <Button
              type="submit"
              variant="soft"
              disabled={draftError !== null}
              aria-describedby="reports-range-error"
            >
              Apply
            </Button>
            <Text id="reports-range-error" size="2" color="red" role="status">
              {draftError ?? ''}
            </Text>
          </form>
        </Flex>
      ) : null}
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" id="reports-market-label">
          Market
        </Text>
        <Select.Root
          value={view.market ?? ALL}
          onValueChange={(market) =>
            onChange({ ...view, market: market === ALL ? null : (market as MarketCode) })
          }
        >
          <Select.Trigger aria-labelledby="reports-market-label" />
          <Select.Content>
            <Select.Item value={ALL}>All markets</Select.Item>
            {MARKETS.map((m) => (
              <Select.Item key={m.code} value={m.code}>
                {m.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
    </Flex>
  );
}
