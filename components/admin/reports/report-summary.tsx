'use client';
import { Card, Grid, Text } from '@radix-ui/themes';
import type { ReportsOverview } from '@/lib/admin/reports';

/** Views, visitors and (admins only) leads of the range. */
export function ReportSummary({ overview, place }: { overview: ReportsOverview; place: string }) {
  const figures = [
    { label: 'Views', value: overview.views, hint: 'Pages read' },
    { label: 'Visitors', value: overview.visitors, hint: 'Counted once a day each' },
    ...(overview.leads === null
      ? []
      : [{ label: 'Leads', value: overview.leads, hint: 'Early access, contact and newsletter' }]),
  ];
  return (
    <section aria-labelledby="reports-summary">
      <h2 id="reports-summary" className="sr-only">
        Summary, {overview.from} to {overview.to}, {place}
      </h2>
      <Grid asChild columns={{ initial: '1', xs: String(figures.length) }} gap="4">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {figures.map((f) => (
            <Card asChild key={f.label} size="2">
              <li>
                <Text as="p" size="2" weight="medium" color="gray">
                  {f.label}
                </Text>
                <Text as="p" size="7" weight="bold" mt="1">
                  {f.value.toLocaleString('en')}
                </Text>
                <Text as="p" size="1" color="gray" mt="1">
                  {f.hint}
                </Text>
              </li>
            </Card>
          ))}
        </ul>
      </Grid>
    </section>
  );
}

/** The chart's figures for screen readers: a table nobody sees, read in the chart's place. */
export function SeriesTable({ overview }: { overview: ReportsOverview }) {
  const withLeads = overview.leads !== null;
  return (
    <table className="sr-only">
      <caption>
        {withLeads ? 'Views and leads' : 'Views'} per day, {overview.from} to {overview.to}
      </caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Views</th>
          <th scope="col">Visitors</th>
          {withLeads ? <th scope="col">Leads</th> : null}
        </tr>
      </thead>
      <tbody>
        {overview.series.map((d) => (
          <tr key={d.date}>
            <th scope="row">{d.date}</th>
            <td>{d.views}</td>
            <td>{d.visitors}</td>
            {withLeads ? <td>{d.leads}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
