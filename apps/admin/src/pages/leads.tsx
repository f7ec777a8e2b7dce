import { DateField, List, ShowButton, useTable } from '@refinedev/antd';
import { type CrudFilter, useGetIdentity, useInvalidate, useList, useOne, useTranslate } from '@refinedev/core';
import { adminCalls } from '@site/contracts/admin';
import {
  App as AntdApp,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { brandLabel, PLATFORMS } from '../brand-label.ts';
import { apiCall, queryOf } from '../providers/api.ts';
import { actionLabel, changesOf, targetLabel } from './audit-format.ts';

const KINDS = ['contact', 'callback', 'retainCapital', 'ippEnEmail', 'report', 'trademark', 'category', 'registration'];
const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'];
const STATUS_COLORS: Record<string, string> = {
  new: 'blue',
  contacted: 'gold',
  qualified: 'cyan',
  won: 'green',
  lost: 'default',
};
const BRANDS = PLATFORMS;

interface Lead {
  id: string;
  key: string;
  kind: string;
  brand: string;
  name: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  message: string | null;
  channel: string | null;
  fromPage: string | null;
  device: string | null;
  userId: number | null;
  createdAt: string;
  status: string;
  assigneeId: string | null;
  assigneeName: string | null;
  followUpOn: string | null;
}

interface SearchForm {
  q?: string;
  kind?: string;
  brand?: string;
  status?: string;
  channel?: string;
  assignee?: string;
  range?: [Dayjs, Dayjs] | null;
}

const filtersOf = (values: SearchForm): CrudFilter[] => {
  const [from, to] = values.range ?? [];
  return [
    { field: 'q', operator: 'contains', value: values.q || undefined },
    { field: 'kind', operator: 'eq', value: values.kind },
    { field: 'brand', operator: 'eq', value: values.brand },
    { field: 'status', operator: 'eq', value: values.status },
    { field: 'channel', operator: 'eq', value: values.channel || undefined },
    { field: 'assignee', operator: 'eq', value: values.assignee },
    { field: 'from', operator: 'gte', value: from ? from.format('YYYY-MM-DD') : undefined },
    { field: 'to', operator: 'lte', value: to ? to.format('YYYY-MM-DD') : undefined },
  ];
};

const useStaff = () => {
  const { result } = useList<{ id: string; username: string | null; name: string }>({
    resource: 'staff',
    pagination: { mode: 'off' },
    dataProviderName: 'default',
    queryOptions: { retry: false },
  });
  return result?.data ?? [];
};

export const LeadList = () => {
  const t = useTranslate();
  const staff = useStaff();
  const { tableProps, searchFormProps, filters } = useTable<Lead, never, SearchForm>({
    resource: 'leads',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: (values) => filtersOf(values),
  });
  const current = Object.fromEntries(
    filters.flatMap((f) => ('field' in f && f.value !== undefined && f.value !== '' ? [[f.field, f.value]] : [])),
  );
  const exportHref = (format: 'csv' | 'xlsx') => `/admin-api/leads/export${queryOf({ ...current, format })}`;
  // The export is offered to the roles the call allows (readers of the inbox see masked rows and no export).
  const { data: me } = useGetIdentity<{ role: string }>();
  const canExport = me !== undefined && (adminCalls.exportLeads.roles as readonly string[]).includes(me.role);
  return (
    <List
      title={t('leads.title')}
      headerButtons={
        canExport && (
          <Space>
            <Button href={exportHref('csv')} download data-testid="export-csv">
              {t('leads.export.csv')}
            </Button>
            <Button href={exportHref('xlsx')} download data-testid="export-xlsx">
              {t('leads.export.xlsx')}
            </Button>
          </Space>
        )
      }
    >
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="q">
          <Input.Search
            placeholder={t('leads.filter.search')}
            allowClear
            style={{ width: 280 }}
            aria-label={t('leads.filter.search')}
          />
        </Form.Item>
        <Form.Item name="kind">
          <Select
            allowClear
            placeholder={t('leads.fields.kind')}
            style={{ width: 140 }}
            options={KINDS.map((k) => ({ value: k, label: t(`leads.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="brand">
          <Select
            allowClear
            placeholder={t('leads.fields.brand')}
            style={{ width: 160 }}
            options={BRANDS.map((b) => ({ value: b, label: brandLabel(b) }))}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('leads.fields.status')}
            style={{ width: 110 }}
            options={STATUSES.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="channel">
          <Input allowClear placeholder={t('leads.fields.channel')} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="assignee">
          <Select
            allowClear
            placeholder={t('leads.fields.assignee')}
            style={{ width: 130 }}
            options={[
              { value: 'none', label: t('leads.filter.unassigned') },
              ...staff.map((s) => ({ value: s.id, label: s.username ?? s.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="range">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('leads.filter.apply')}
          </Button>
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey="id" size="middle" scroll={{ x: 1200 }}>
        <Table.Column
          dataIndex="createdAt"
          title={t('leads.fields.createdAt')}
          sorter
          render={(v: string) => <DateField value={v} format="YYYY-MM-DD HH:mm" />}
        />
        <Table.Column
          dataIndex="kind"
          title={t('leads.fields.kind')}
          sorter
          render={(v: string) => <Tag>{t(`leads.kinds.${v}`)}</Tag>}
        />
        <Table.Column dataIndex="brand" title={t('leads.fields.brand')} sorter render={(v: string) => brandLabel(v)} />
        <Table.Column dataIndex="name" title={t('leads.fields.name')} sorter />
        <Table.Column dataIndex="company" title={t('leads.fields.company')} />
        <Table.Column dataIndex="phone" title={t('leads.fields.phone')} />
        <Table.Column dataIndex="email" title={t('leads.fields.email')} />
        <Table.Column dataIndex="channel" title={t('leads.fields.channel')} />
        <Table.Column dataIndex="fromPage" title={t('leads.fields.fromPage')} ellipsis />
        <Table.Column
          dataIndex="status"
          title={t('leads.fields.status')}
          sorter
          render={(v: string) => <Tag color={STATUS_COLORS[v]}>{t(`leads.statuses.${v}`)}</Tag>}
        />
        <Table.Column dataIndex="assigneeName" title={t('leads.fields.assignee')} />
        <Table.Column<Lead>
          title=""
          fixed="right"
          render={(_, row) => <ShowButton hideText size="small" recordItemId={row.id} />}
        />
      </Table>
    </List>
  );
};

interface LeadDetail {
  lead: Lead & { lostReason: string | null };
  notes: { id: number; author: string; body: string; createdAt: string }[];
  timeline: {
    at: string;
    type: 'lead' | 'visit' | 'note' | 'audit';
    title: string;
    detail: string | null;
    key: string | null;
  }[];
}

const TIMELINE_COLORS = { lead: 'blue', visit: 'gray', note: 'green', audit: 'orange' } as const;

export const LeadShow = () => {
  const t = useTranslate();
  const { id = '' } = useParams();
  const staff = useStaff();
  const invalidate = useInvalidate();
  const [form] = Form.useForm();
  const { message } = AntdApp.useApp();
  const { result, query } = useOne<LeadDetail>({ resource: 'leads', id });
  const detail = result as unknown as LeadDetail | undefined;
  const status = Form.useWatch('status', form);
  const { data: me } = useGetIdentity<{ role: string }>();
  const navigate = useNavigate();
  if (query.isLoading || !detail?.lead) return <Card loading />;
  const { lead } = detail;
  const save = async (values: {
    assigneeId?: string | null;
    status?: string;
    lostReason?: string;
    followUpOn?: Dayjs | null;
    note?: string;
  }) => {
    try {
      await apiCall(`/leads/${encodeURIComponent(lead.key)}/work`, {
        method: 'POST',
        body: {
          assigneeId: values.assigneeId ?? null,
          status: values.status,
          lostReason: values.status === 'lost' ? values.lostReason || null : null,
          followUpOn: values.followUpOn ? values.followUpOn.format('YYYY-MM-DD') : null,
          ...(values.note?.trim() ? { note: values.note.trim() } : {}),
        },
      });
      message.success(t('leads.work.saved'));
      form.setFieldValue('note', '');
      await invalidate({ resource: 'leads', invalidates: ['list', 'detail'], id });
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Row gutter={16}>
      <Col xs={24} lg={14}>
        <Card
          title={`${t('leads.show')} · ${t(`leads.kinds.${lead.kind}`)}`}
          style={{ marginBottom: 16 }}
          extra={
            me?.role === 'admin' && (
              <Popconfirm
                title={t('leads.erase.confirm')}
                okText={t('leads.erase.ok')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    const done = await apiCall<{ erased: string[] }>(`/leads/${encodeURIComponent(lead.key)}/erase`, {
                      method: 'POST',
                      body: { confirm: true },
                    });
                    message.success(t('leads.erase.done', { count: done.erased.length }));
                    await invalidate({ resource: 'leads', invalidates: ['list'] });
                    navigate('/leads');
                  } catch (error) {
                    message.error(error instanceof Error ? error.message : String(error));
                  }
                }}
              >
                <Button danger size="small">
                  {t('leads.erase.button')}
                </Button>
              </Popconfirm>
            )
          }
        >
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('leads.fields.name')}>{lead.name}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.company')}>{lead.company}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.phone')}>{lead.phone}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.email')}>{lead.email}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.brand')}>{brandLabel(lead.brand)}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.channel')}>{lead.channel}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.fromPage')}>{lead.fromPage}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.device')}>{lead.device}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.userId')}>{lead.userId}</Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.createdAt')}>
              {dayjs(lead.createdAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            <Descriptions.Item label={t('leads.fields.message')} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{lead.message}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('leads.work.title')}>
          <Form
            form={form}
            layout="vertical"
            onFinish={save}
            initialValues={{
              assigneeId: lead.assigneeId,
              status: lead.status,
              lostReason: lead.lostReason,
              followUpOn: lead.followUpOn ? dayjs(lead.followUpOn) : null,
            }}
          >
            <Row gutter={12}>
              <Col span={8}>
                <Form.Item label={t('leads.fields.assignee')} name="assigneeId">
                  <Select allowClear options={staff.map((s) => ({ value: s.id, label: s.username ?? s.name }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label={t('leads.fields.status')} name="status">
                  <Select options={STATUSES.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label={t('leads.fields.followUpOn')} name="followUpOn">
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            {status === 'lost' && (
              <Form.Item label={t('leads.fields.lostReason')} name="lostReason" rules={[{ required: true }]}>
                <Input />
              </Form.Item>
            )}
            <Form.Item label={t('leads.fields.note')} name="note">
              <Input.TextArea rows={3} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('leads.work.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('leads.timeline.title')}>
          <Timeline
            items={detail.timeline.map((item) => ({
              color: TIMELINE_COLORS[item.type],
              children: (
                <div>
                  <Typography.Text type="secondary">
                    {dayjs(item.at).format('YYYY-MM-DD HH:mm')} · {t(`leads.timeline.${item.type}`)}
                  </Typography.Text>
                  <div>
                    <b>{item.type === 'lead' ? t(`leads.kinds.${item.title}`) : item.title}</b>
                  </div>
                  {item.detail && <div style={{ whiteSpace: 'pre-wrap' }}>{item.detail}</div>}
                </div>
              ),
            }))}
          />
        </Card>
      </Col>
    </Row>
  );
};

export const AuditList = () => {
  const t = useTranslate();
  const { tableProps } = useTable<{
    id: number;
    actorName: string;
    actorRole: string | null;
    action: string;
    target: string | null;
    before: unknown;
    after: unknown;
    createdAt: string;
  }>({
    resource: 'audit',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const staff = useStaff();
  const staffNames = new Map(staff.map((s) => [s.id, s.username ?? s.name]));
  return (
    <List title={t('audit.title')}>
      <Table {...tableProps} rowKey="id" size="small" tableLayout="fixed" scroll={{ x: 1100 }}>
        <Table.Column
          dataIndex="createdAt"
          title={t('audit.fields.createdAt')}
          width={170}
          render={(v: string) => <DateField value={v} format="YYYY-MM-DD HH:mm:ss" />}
        />
        <Table.Column dataIndex="actorName" title={t('audit.fields.actor')} width={150} />
        <Table.Column
          dataIndex="actorRole"
          title={t('audit.fields.role')}
          width={80}
          render={(v: string | null) => (v ? t(`roles.${v}`) : '')}
        />
        <Table.Column
          dataIndex="action"
          title={t('audit.fields.action')}
          width={140}
          render={(v: string) => <span title={v}>{actionLabel(v)}</span>}
        />
        <Table.Column
          dataIndex="target"
          title={t('audit.fields.target')}
          width={150}
          render={(v: string | null) => <span title={v ?? ''}>{targetLabel(v)}</span>}
        />
        <Table.Column
          key="changes"
          title={t('audit.fields.changes')}
          render={(_: unknown, row: { before: unknown; after: unknown }) => (
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {changesOf(row.before, row.after, staffNames).map((change) => (
                <li key={change.field}>
                  {change.field}：
                  {change.before !== undefined && change.after !== undefined
                    ? `${change.before} → ${change.after}`
                    : (change.after ?? change.before)}
                </li>
              ))}
            </ul>
          )}
        />
      </Table>
    </List>
  );
};
