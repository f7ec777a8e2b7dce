import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Row,
  Segmented,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { brandLabel, PLATFORMS } from '../brand-label.ts';
import { ApiError, apiCall, queryOf } from '../providers/api.ts';

// Only the parts of ECharts the page draws (tree-shaken: line and funnel charts on canvas).
echarts.use([LineChart, FunnelChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** FUNNEL_STEPS of packages/contracts/src/admin.ts, in funnel order. */
const STEPS = ['visits', 'reports', 'searches', 'registrations', 'contacts', 'attorneys'] as const;
type Step = (typeof STEPS)[number];
type Counts = Record<Step, number>;
const FUNNEL_COLORS = ['#0958d9', '#1677ff', '#4096ff', '#69b1ff', '#91caff', '#bae0ff'];
const BRANDS = PLATFORMS;

interface FunnelAnswer {
  from: string;
  to: string;
  granularity: 'day' | 'week';
  totals: Counts;
  conversions: { from: Step; to: Step; rate: number | null }[];
  series: (Counts & { bucket: string })[];
  channels: (Counts & { brand: string; channel: string })[];
  landingPages: { path: string; visits: number }[];
  referrers: { host: string; visits: number }[];
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const rateOf = (row: Counts, i: number): number | null => {
  const before = row[STEPS[i - 1] as Step];
  return before > 0 ? row[STEPS[i] as Step] / before : null;
};

/** The funnel (issue 25 section 4): the filters live in the address, so a view can be bookmarked or sent. */
export const FunnelPage = () => {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? dayjs().format('YYYY-MM-DD');
  const from = params.get('from') ?? dayjs(to).subtract(29, 'day').format('YYYY-MM-DD');
  const filter = {
    from,
    to,
    granularity: params.get('granularity') === 'week' ? 'week' : 'day',
    brand: params.get('brand') ?? undefined,
    channel: params.get('channel') ?? undefined,
  };
  const [draft, setDraft] = useState({ ...filter, range: [dayjs(from), dayjs(to)] as [Dayjs, Dayjs] });
  const query = queryOf(filter);
  const { data, error, isFetching } = useQuery({
    queryKey: ['funnel', query],
    queryFn: () => apiCall<FunnelAnswer>(`/funnel${query}`),
    retry: false,
  });
  // The channels seen so far (a channel filter narrows the answer to one): the channel box's suggestions.
  const [knownChannels, setKnownChannels] = useState<string[]>([]);
  useEffect(() => {
    if (!data) return;
    setKnownChannels((known) =>
      [...new Set([...known, ...data.channels.map((c) => c.channel).filter(Boolean)])].sort(),
    );
  }, [data]);
  const channelOptions = [
    { value: 'none', label: t('funnel.noChannel') },
    ...knownChannels.map((channel) => ({ value: channel })),
  ];

  const apply = () => {
    const [start, end] = draft.range;
    setParams(
      new URLSearchParams(
        Object.entries({
          from: start.format('YYYY-MM-DD'),
          to: end.format('YYYY-MM-DD'),
          granularity: draft.granularity,
          brand: draft.brand,
          channel: draft.channel,
        }).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    );
  };

  const stepName = (step: Step) => t(`funnel.steps.${step}`);
  // No animations: figures to read, not a show (and a screenshot shows the chart as it is).
  const trend = data && {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: STEPS.map(stepName), top: 0, left: 'center' },
    grid: { left: 56, right: 56, top: 72, bottom: 32 },
    xAxis: { type: 'category', data: data.series.map((s) => s.bucket) },
    // Visits are counted in thousands, the other steps in tens: two axes.
    yAxis: [
      { type: 'value', name: stepName('visits'), minInterval: 1 },
      { type: 'value', name: t('funnel.otherSteps'), minInterval: 1 },
    ],
    series: STEPS.map((step) => ({
      name: stepName(step),
      type: 'line',
      yAxisIndex: step === 'visits' ? 0 : 1,
      data: data.series.map((s) => s[step]),
    })),
  };
  const funnel = data && {
    animation: false,
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        left: '5%',
        top: 8,
        bottom: 8,
        width: '90%',
        // Visits outnumber the other steps a hundred times: every step keeps a readable width.
        minSize: '40%',
        gap: 2,
        label: { position: 'inside', formatter: '{b}  {c}', fontSize: 13 },
        // The width shows the order of the steps; each step's own figure is in its label. antd's blues, darkest first.
        data: STEPS.map((step, i) => ({
          name: stepName(step),
          value: data.totals[step],
          itemStyle: { color: FUNNEL_COLORS[i], opacity: 1 },
          label: { color: i < 3 ? '#fff' : '#002c8c' },
        })),
      },
    ],
  };
  const channelColumns = [
    {
      title: t('funnel.brand'),
      dataIndex: 'brand',
      key: 'brand',
      fixed: 'left' as const,
      width: 150,
      render: (code: string) => brandLabel(code),
    },
    {
      title: t('funnel.channel'),
      dataIndex: 'channel',
      key: 'channel',
      fixed: 'left' as const,
      width: 120,
      render: (channel: string) => channel || t('funnel.noChannel'),
    },
    ...STEPS.map((step, i) => ({
      title: stepName(step),
      key: step,
      sorter: (a: Counts, b: Counts) => a[step] - b[step],
      render: (_: unknown, row: Counts) =>
        i === 0 ? (
          row[step].toLocaleString('zh-CN')
        ) : (
          <span>
            {row[step].toLocaleString('zh-CN')}{' '}
            <Typography.Text type="secondary">({percent(rateOf(row, i))})</Typography.Text>
          </span>
        ),
    })),
  ];
  const forbidden = error instanceof ApiError && error.status === 403;

  return (
    <List
      title={t('funnel.title')}
      headerButtons={
        <Button href={`/admin-api/funnel/export${query}`} download data-testid="funnel-export">
          {t('funnel.export')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label={t('funnel.range')}
          allowClear={false}
          value={draft.range}
          onChange={(range) => range?.[0] && range[1] && setDraft({ ...draft, range: [range[0], range[1]] })}
        />
        <Segmented
          value={draft.granularity}
          onChange={(value) => setDraft({ ...draft, granularity: String(value) })}
          options={[
            { value: 'day', label: t('funnel.granularity.day') },
            { value: 'week', label: t('funnel.granularity.week') },
          ]}
        />
        <Select
          allowClear
          aria-label={t('funnel.brand')}
          placeholder={t('funnel.allBrands')}
          style={{ width: 170 }}
          value={draft.brand}
          onChange={(brand) => setDraft({ ...draft, brand })}
          options={BRANDS.map((b) => ({ value: b, label: brandLabel(b) }))}
        />
        <AutoComplete
          allowClear
          aria-label={t('funnel.channel')}
          placeholder={t('funnel.allChannels')}
          style={{ width: 160 }}
          value={draft.channel}
          onChange={(channel) => setDraft({ ...draft, channel: channel || undefined })}
          options={channelOptions}
        />
        <Button type="primary" onClick={apply} loading={isFetching} data-testid="funnel-apply">
          {t('funnel.apply')}
        </Button>
      </Space>
      {error && !forbidden && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      {forbidden && <Alert type="warning" showIcon message={t('errors.forbidden')} />}
      {data && (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            {STEPS.map((step, i) => (
              <Col key={step} xs={12} md={8} xl={4}>
                <Card size="small" data-testid={`funnel-total-${step}`}>
                  <Statistic title={stepName(step)} value={data.totals[step]} groupSeparator="," />
                  <Typography.Text type="secondary">
                    {i === 0
                      ? `${data.from} ~ ${data.to}`
                      : `${t('funnel.conversion')} ${percent(data.conversions[i - 1]?.rate ?? null)} ${t('funnel.fromPrevious')}`}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Card size="small" title={t('funnel.trend')}>
                <ReactEChartsCore echarts={echarts} option={trend ?? {}} notMerge style={{ height: 320 }} />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card size="small" title={t('funnel.funnelChart')}>
                <ReactEChartsCore echarts={echarts} option={funnel ?? {}} notMerge style={{ height: 320 }} />
              </Card>
            </Col>
            <Col xs={24}>
              <Card size="small" title={t('funnel.byChannel')}>
                <Table
                  data-testid="funnel-channels"
                  size="small"
                  rowKey={(row) => `${row.brand}|${row.channel}`}
                  dataSource={data.channels}
                  columns={channelColumns}
                  scroll={{ x: 960 }}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  locale={{ emptyText: <Empty description={t('funnel.empty')} /> }}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('funnel.landingPages')}>
                <Table
                  size="small"
                  rowKey="path"
                  dataSource={data.landingPages}
                  pagination={false}
                  columns={[
                    { title: t('funnel.path'), dataIndex: 'path', ellipsis: true },
                    { title: t('funnel.views'), dataIndex: 'visits', width: 100, align: 'right' },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('funnel.referrers')}>
                <Table
                  size="small"
                  rowKey="host"
                  dataSource={data.referrers}
                  pagination={false}
                  columns={[
                    { title: t('funnel.host'), dataIndex: 'host', ellipsis: true },
                    { title: t('funnel.views'), dataIndex: 'visits', width: 100, align: 'right' },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24}>
              <Card size="small" title={`${t('funnel.bucket')} · ${t(`funnel.granularity.${data.granularity}`)}`}>
                <Table
                  size="small"
                  rowKey="bucket"
                  dataSource={[...data.series].reverse()}
                  scroll={{ x: 960 }}
                  pagination={{ pageSize: 14, hideOnSinglePage: true }}
                  columns={[
                    { title: t('funnel.bucket'), dataIndex: 'bucket', key: 'bucket', width: 120 },
                    ...STEPS.map((step) => ({ title: stepName(step), dataIndex: step, key: step })),
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </List>
  );
};
