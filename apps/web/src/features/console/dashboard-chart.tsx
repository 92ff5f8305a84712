import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatWon, type DashboardDay } from '@chorok/contract';

/*
 * The 30 days as bars (recharts, in the console's chunks only): a person reads a month's shape at
 * a glance. The same figures are a table for screen readers and the keyboard (the chart itself is
 * hidden from both: its keyboard layer would be a focus stop inside aria-hidden).
 */

/** '2026-11-20' → '11.20' */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}.${Number(day.slice(8, 10))}`;
/** 1,250,000 → '125만' on the axis; the tooltip and table give the exact won. */
const axisWon = (won: number) =>
  won >= 10_000
    ? `${Math.round(won / 10_000).toLocaleString('ko-KR')}만`
    : won.toLocaleString('ko-KR');

function DayTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const { t } = useTranslation();
  const day = active ? (payload?.[0]?.payload as DashboardDay | undefined) : undefined;
  if (!day) return null;
  return (
    <div className="rounded-sm border border-gray-20 bg-white px-s py-min text-13 shadow-card">
      <p className="font-bold text-gray-100">{shortDay(day.day)}</p>
      <p className="text-gray-80">{t('console.today.ordersCount', { count: day.orders })}</p>
      <p className="text-primary">{`${t('console.today.revenue')} ${formatWon(day.revenue)}`}</p>
      {day.refunds > 0 ? (
        <p className="text-red">{`${t('console.today.refunds')} ${formatWon(day.refunds)}`}</p>
      ) : null}
    </div>
  );
}

export function RevenueChart({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation();
  return (
    <figure className="flex flex-col gap-s">
      <div aria-hidden="true" className="h-240 w-full lg:h-280">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={days}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            barGap={1}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--color-gray-20)" />
            <XAxis
              dataKey="day"
              tickFormatter={shortDay}
              tick={{ fontSize: 11, fill: 'var(--color-gray-60)' }}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-gray-30)' }}
              minTickGap={16}
            />
            <YAxis
              tickFormatter={axisWon}
              tick={{ fontSize: 11, fill: 'var(--color-gray-60)' }}
              tickLine={false}
              axisLine={false}
              width={44}
            />
            <Tooltip content={DayTooltip} cursor={{ fill: 'var(--color-gray-10)' }} />
            <Bar dataKey="revenue" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
            <Bar dataKey="refunds" fill="var(--color-red)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="flex flex-wrap items-center gap-m text-13 text-gray-70">
        <span className="flex items-center gap-min">
          <span aria-hidden="true" className="size-10 rounded-full bg-primary" />
          {t('console.today.revenue')}
        </span>
        <span className="flex items-center gap-min">
          <span aria-hidden="true" className="size-10 rounded-full bg-red" />
          {t('console.today.refunds')}
        </span>
      </figcaption>
      <details className="text-14">
        <summary className="min-h-40 cursor-pointer py-s font-medium text-blue">
          {t('console.today.asTable')}
        </summary>
        <div className="max-h-320 overflow-auto">
          <table className="w-full text-13">
            <caption className="sr-only">{t('console.today.chartTitle')}</caption>
            <thead>
              <tr className="border-b border-gray-20 text-left text-gray-70">
                <th scope="col" className="py-min pr-s font-bold">
                  {t('console.today.day')}
                </th>
                <th scope="col" className="py-min pr-s text-right font-bold">
                  {t('console.today.orders')}
                </th>
                <th scope="col" className="py-min pr-s text-right font-bold">
                  {t('console.today.revenue')}
                </th>
                <th scope="col" className="py-min text-right font-bold">
                  {t('console.today.refunds')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day} className="border-b border-gray-10">
                  <th scope="row" className="py-min pr-s text-left font-normal text-gray-80">
                    {day.day}
                  </th>
                  <td className="py-min pr-s text-right">{day.orders}</td>
                  <td className="py-min pr-s text-right">{formatWon(day.revenue)}</td>
                  <td className="py-min text-right">{formatWon(day.refunds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
