'use client';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportsOverview } from '@/lib/admin/reports';

/**
 * Views (bars) and leads (a line, admins only) per day. Loaded on the client only (next/dynamic with
 * ssr: false in the screen): recharts measures its container. The picture is one image to a screen
 * reader, named by `label`; the screen puts the same figures in a visually hidden table beside it.
 */
export function ViewsChart({ series, label }: { series: ReportsOverview['series']; label: string }) {
  const withLeads = series.some((d) => d.leads !== null);
  const data = series.map((d) => ({ ...d, day: d.date.slice(5) }));
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis yAxisId="views" allowDecimals={false} tick={{ fontSize: 12 }} />
          {withLeads ? (
            <YAxis yAxisId="leads" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} />
          ) : null}
          <Tooltip />
          <Legend />
          <Bar
            yAxisId="views"
            dataKey="views"
            name="Views"
            fill="var(--accent-9)"
            isAnimationActive={false}
          />
          {withLeads ? (
            <Line
              yAxisId="leads"
              dataKey="leads"
              name="Leads"
              stroke="var(--orange-10)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : null}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
