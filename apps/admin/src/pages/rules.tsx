import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { CONFIDENCES, LEVELS, RULE_COUNTRIES, type Rule, STREAM_LABELS, STREAMS } from '@site/compliance/rules/schema';
import {
  Alert,
  App as AntdApp,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { brandLabel } from '../brand-label.ts';
import { ApiError, apiCall, queryOf } from '../providers/api.ts';

/** The compliance rules (issue 26 section 4): list, edit as a draft, impact on stored reports, publish, versions. */

interface Copy {
  version: string;
  status: 'draft' | 'published';
  revision: number;
  published: string;
  authorName: string;
  updatedAt: string;
}

interface RuleRow {
  id: string;
  country: string;
  stream: string;
  level: string;
  title: string;
  law: string | null;
  confidence: string;
  checkedOn: string;
  changed: boolean;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');
const LEVEL_COLORS: Record<string, string> = { required: 'red', recommended: 'gold', info: 'blue' };
const CHANGE_COLORS: Record<string, string> = { added: 'green', removed: 'red', status: 'orange', content: 'blue' };

const CopyBanner = ({ copy, impactLink = true }: { copy: Copy | undefined; impactLink?: boolean }) => {
  const t = useTranslate();
  if (!copy) return null;
  return copy.status === 'draft' ? (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="rules-copy"
      message={t('rules.copy.draft', {
        version: copy.version,
        revision: copy.revision,
        who: copy.authorName,
        published: copy.published,
      })}
      action={impactLink ? <Link to="/rules/impact">{t('rules.impact')}</Link> : undefined}
    />
  ) : (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="rules-copy"
      message={t('rules.copy.published', { version: copy.version })}
    />
  );
};

interface Filters {
  q?: string;
  country?: string;
  stream?: string;
  changed?: boolean;
}

export const RuleList = () => {
  const t = useTranslate();
  const { message } = AntdApp.useApp();
  const [filters, setFilters] = useState<Filters>({});
  const [data, setData] = useState<{ copy: Copy; rows: RuleRow[] } | null>(null);
  const [loading, setLoading] = useState(false);
  const [filterForm] = Form.useForm<Filters>();

  useEffect(() => {
    setLoading(true);
    apiCall<{ copy: Copy; rows: RuleRow[] }>(
      `/rules${queryOf({ ...filters, changed: filters.changed ? '1' : undefined })}`,
    )
      .then(setData, (error: Error) => message.error(error.message))
      .finally(() => setLoading(false));
  }, [filters, message]);

  return (
    <List
      title={t('rules.title')}
      headerButtons={
        <Space>
          <Link to="/rules/impact">
            <Button>{t('rules.impact')}</Button>
          </Link>
          <Link to="/rules/versions">
            <Button>{t('rules.versions')}</Button>
          </Link>
        </Space>
      }
    >
      <CopyBanner copy={data?.copy} />
      <Form<Filters>
        form={filterForm}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => setFilters(values)}
      >
        <Form.Item name="q">
          <Input.Search
            placeholder={t('rules.search')}
            aria-label={t('rules.search')}
            allowClear
            style={{ width: 260 }}
            onSearch={() => filterForm.submit()}
          />
        </Form.Item>
        <Form.Item name="country">
          <Select
            allowClear
            placeholder={t('rules.fields.country')}
            aria-label={t('rules.fields.country')}
            style={{ width: 120 }}
            options={RULE_COUNTRIES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item name="stream">
          <Select
            allowClear
            placeholder={t('rules.fields.stream')}
            aria-label={t('rules.fields.stream')}
            style={{ width: 200 }}
            options={STREAMS.map((s) => ({ value: s, label: STREAM_LABELS[s] }))}
          />
        </Form.Item>
        <Form.Item name="changed" valuePropName="checked">
          <Checkbox>{t('rules.changedOnly')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" type="primary">
            {t('buttons.filter')}
          </Button>
        </Form.Item>
      </Form>
      <Table<RuleRow>
        rowKey="id"
        loading={loading}
        dataSource={data?.rows ?? []}
        pagination={{ pageSize: 30, showTotal: (total) => t('common.total', { total }) }}
        scroll={{ x: 1000 }}
      >
        <Table.Column<RuleRow> dataIndex="id" title={t('rules.fields.id')} width={220} />
        <Table.Column<RuleRow> dataIndex="country" title={t('rules.fields.country')} width={90} />
        <Table.Column<RuleRow>
          dataIndex="stream"
          title={t('rules.fields.stream')}
          width={150}
          render={(stream: keyof typeof STREAM_LABELS) => STREAM_LABELS[stream] ?? stream}
        />
        <Table.Column<RuleRow>
          dataIndex="level"
          title={t('rules.fields.level')}
          width={80}
          render={(level: string) => <Tag color={LEVEL_COLORS[level]}>{t(`rules.levels.${level}`)}</Tag>}
        />
        <Table.Column<RuleRow>
          dataIndex="title"
          title={t('rules.fields.title')}
          render={(title: string, row) => (
            <Space>
              {title}
              {row.changed && <Tag color="gold">{t('rules.fields.changed')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<RuleRow>
          dataIndex="confidence"
          title={t('rules.fields.confidence')}
          width={110}
          render={(c: string) => t(`rules.confidences.${c}`)}
        />
        <Table.Column<RuleRow> dataIndex="checkedOn" title={t('rules.fields.checked')} width={120} />
        <Table.Column<RuleRow>
          title={t('rules.fields.actions')}
          width={90}
          render={(_, row) => <Link to={`/rules/edit/${encodeURIComponent(row.id)}`}>{t('buttons.edit')}</Link>}
        />
      </Table>
    </List>
  );
};

/* ---------------- the edit form ---------------- */

interface SourceValues {
  title: string;
  url?: string;
  kind: string;
}

interface RuleForm {
  title: string;
  action: string;
  level: string;
  urgent: boolean;
  law?: string;
  register?: string;
  who: string;
  timing: string;
  condition: string;
  when?: string;
  lawClaim: { confidence: string; sources: SourceValues[] };
  amazon: { enforced: string; how: string; confidence: string; sources: SourceValues[] };
  checkedOn: string;
  change?: string;
}

const toSources = (sources: Rule['lawClaim']['sources']): SourceValues[] =>
  sources.map((s) => ({ title: s.title, url: s.url ?? '', kind: s.kind }));
const fromSources = (sources: SourceValues[] | undefined) =>
  (sources ?? []).map((s) => ({
    title: s.title?.trim() ?? '',
    url: s.url?.trim() ? s.url.trim() : null,
    kind: s.kind,
  }));

const formOf = (rule: Rule): RuleForm => ({
  title: rule.title,
  action: rule.action,
  level: rule.level,
  urgent: rule.urgent,
  law: rule.law ?? '',
  register: rule.register ?? '',
  who: rule.who,
  timing: rule.timing,
  condition: JSON.stringify(rule.condition, null, 2),
  when: rule.when ? JSON.stringify(rule.when, null, 2) : '',
  lawClaim: { confidence: rule.lawClaim.confidence, sources: toSources(rule.lawClaim.sources) },
  amazon: {
    enforced: rule.amazon.enforced,
    how: rule.amazon.how,
    confidence: rule.amazon.confidence,
    sources: toSources(rule.amazon.sources),
  },
  checkedOn: rule.checkedOn,
  change: '',
});

const jsonRule = (message: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (!value?.trim()) return;
    try {
      JSON.parse(value);
    } catch {
      throw new Error(message);
    }
  },
});

const SourceList = ({ name }: { name: (string | number)[] }) => {
  const t = useTranslate();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Row key={field.key} gutter={8} align="top">
              <Col span={8}>
                <Form.Item
                  name={[field.name, 'title']}
                  rules={[{ required: true, message: t('rules.required.sourceTitle') }]}
                >
                  <Input placeholder={t('rules.fields.sourceTitle')} aria-label={t('rules.fields.sourceTitle')} />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item name={[field.name, 'url']}>
                  <Input placeholder={t('rules.fields.sourceUrl')} aria-label={t('rules.fields.sourceUrl')} />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item
                  name={[field.name, 'kind']}
                  rules={[{ required: true, message: t('rules.required.sourceKind') }]}
                >
                  <Select
                    aria-label={t('rules.fields.sourceKind')}
                    options={CONFIDENCES.map((c) => ({ value: c, label: t(`rules.confidences.${c}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col span={2}>
                <Button danger type="link" onClick={() => remove(field.name)}>
                  {t('common.remove')}
                </Button>
              </Col>
            </Row>
          ))}
          <Button onClick={() => add({ title: '', url: '', kind: 'provider' })} style={{ marginBottom: 16 }}>
            {t('rules.fields.addSource')}
          </Button>
        </>
      )}
    </Form.List>
  );
};

const today = () => new Date().toISOString().slice(0, 10);

export const RuleEdit = () => {
  const t = useTranslate();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<RuleForm>();
  const [loaded, setLoaded] = useState<{ copy: Copy; rule: Rule; published: Rule | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    apiCall<{ copy: Copy; rule: Rule; published: Rule | null }>(`/rules/rule/${encodeURIComponent(id)}`).then(
      (answer) => {
        setLoaded(answer);
        form.setFieldsValue(formOf(answer.rule));
      },
      (error: Error) => message.error(error.message),
    );
  }, [id, form, message]);
  useEffect(load, [load]);

  const failed = (error: unknown) => {
    const text = (error as Error).message;
    if (error instanceof ApiError && error.status === 400) {
      // `lawClaim.sources.0.url: 无效URL` from the gateway: shown under that field (conditions under their box).
      const match = /^([A-Za-z0-9.]+): (.+)$/.exec(text);
      if (match?.[1] && match[2]) {
        const parts = match[1].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        // A source's own checks (official on a home page or a provider's domain) concern its address.
        const sourceCheck = parts.includes('sources') && typeof parts[parts.length - 1] === 'number';
        const name =
          parts[0] === 'condition' || parts[0] === 'when' ? [parts[0]] : sourceCheck ? [...parts, 'url'] : parts;
        try {
          form.setFields([{ name: name as never, errors: [match[2]] }]);
          form.scrollToField(name as never);
        } catch {
          // not a field of the form (e.g. history): the message alone
        }
        message.error(text);
        return;
      }
    }
    message.error(text);
  };

  const save = async () => {
    if (!loaded) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const base = loaded.rule;
    const whenText = values.when?.trim();
    const change = values.change?.trim();
    const rule: Rule = {
      ...base,
      title: values.title,
      action: values.action,
      level: values.level as Rule['level'],
      urgent: values.urgent,
      law: values.law?.trim() ? values.law.trim() : null,
      register: values.register?.trim() ? values.register.trim() : null,
      who: values.who,
      timing: values.timing,
      condition: JSON.parse(values.condition),
      lawClaim: { confidence: values.lawClaim.confidence, sources: fromSources(values.lawClaim.sources) } as never,
      amazon: {
        enforced: values.amazon.enforced,
        how: values.amazon.how,
        confidence: values.amazon.confidence,
        sources: fromSources(values.amazon.sources),
      } as never,
      checkedOn: values.checkedOn,
      history: change ? [...base.history, { date: today(), change }] : base.history,
    };
    if (whenText) rule.when = JSON.parse(whenText);
    else delete rule.when;
    setBusy(true);
    try {
      const saved = await apiCall<{ version: string; revision: number }>(
        `/rules/rule/${encodeURIComponent(id)}/draft`,
        { method: 'POST', body: { baseVersion: loaded.copy.version, baseRevision: loaded.copy.revision, rule } },
      );
      message.success(t('rules.saved', saved));
      load();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const confidenceOptions = CONFIDENCES.map((c) => ({ value: c, label: t(`rules.confidences.${c}`) }));
  return (
    <Card
      title={`${t('rules.edit')}：${id}`}
      extra={
        <Space>
          <Button onClick={() => navigate('/rules')}>{t('rules.title')}</Button>
          <Link to="/rules/impact">
            <Button>{t('rules.impact')}</Button>
          </Link>
          <Button type="primary" loading={busy} onClick={save} data-testid="rule-save">
            {t('rules.save')}
          </Button>
        </Space>
      }
    >
      <CopyBanner copy={loaded?.copy} />
      {loaded && (
        <Typography.Paragraph type="secondary">
          {loaded.rule.country} · {STREAM_LABELS[loaded.rule.stream]}
        </Typography.Paragraph>
      )}
      <Form<RuleForm> form={form} layout="vertical" disabled={!loaded}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="title"
              label={t('rules.fields.title')}
              rules={[{ required: true, message: t('rules.required.title') }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="level" label={t('rules.fields.level')}>
              <Select options={LEVELS.map((l) => ({ value: l, label: t(`rules.levels.${l}`) }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="urgent" label={t('rules.fields.urgent')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="action"
          label={t('rules.fields.action')}
          rules={[{ required: true, message: t('rules.required.duty') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="law" label={t('rules.fields.law')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="register" label={t('rules.fields.register')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="who" label={t('rules.fields.who')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="timing" label={t('rules.fields.timing')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="condition" label={t('rules.fields.condition')} rules={[jsonRule(t('rules.badJson'))]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="when" label={t('rules.fields.when')} rules={[jsonRule(t('rules.badJson'))]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          </Col>
        </Row>
        <Card size="small" title={t('rules.fields.lawSources')} style={{ marginBottom: 16 }}>
          <Form.Item name={['lawClaim', 'confidence']} label={t('rules.fields.lawConfidence')}>
            <Select options={confidenceOptions} style={{ width: 200 }} />
          </Form.Item>
          <SourceList name={['lawClaim', 'sources']} />
        </Card>
        <Card size="small" title={t('rules.fields.amazonSources')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name={['amazon', 'enforced']} label={t('rules.fields.amazonEnforced')}>
                <Select
                  options={(['yes', 'no', 'unknown'] as const).map((e) => ({
                    value: e,
                    label: t(`rules.enforced.${e}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name={['amazon', 'confidence']} label={t('rules.fields.amazonConfidence')}>
                <Select options={confidenceOptions} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name={['amazon', 'how']} label={t('rules.fields.amazonHow')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
          </Form.Item>
          <SourceList name={['amazon', 'sources']} />
        </Card>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="checkedOn"
              label={t('rules.fields.checkedOn')}
              rules={[{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('rules.badDate') }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="change" label={t('rules.fields.change')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
};

/* ---------------- impact and publication ---------------- */

interface ItemChange {
  market: string;
  ruleId: string;
  change: 'added' | 'removed' | 'status' | 'content';
  before: string | null;
  after: string | null;
}
interface Impact {
  version: string | null;
  published: string;
  scanned: number;
  reports: { reportId: string; platform: string; createdAt: string; rulesVersion: string; changes: ItemChange[] }[];
}

export const RuleImpact = () => {
  const t = useTranslate();
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const [impact, setImpact] = useState<Impact | null>(null);
  const [copy, setCopy] = useState<Copy | null>(null);
  const [loading, setLoading] = useState(true);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    Promise.all([apiCall<Impact>('/rules/draft/impact'), apiCall<{ copy: Copy }>('/rules?changed=1')])
      .then(
        ([answer, list]) => {
          setImpact(answer);
          setCopy(list.copy);
        },
        (error: Error) => message.error(error.message),
      )
      .finally(() => setLoading(false));
  }, [message]);

  const publish = async () => {
    if (copy?.status !== 'draft') return;
    setBusy(true);
    try {
      const done = await apiCall<{ version: string }>('/rules/publish', {
        method: 'POST',
        body: { version: copy.version, revision: copy.revision, note },
      });
      message.success(t('rules.published', done));
      navigate('/rules/versions');
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <List title={t('rules.impact')} headerButtons={<Link to="/rules">{t('rules.title')}</Link>}>
      <CopyBanner copy={copy ?? undefined} impactLink={false} />
      {impact && impact.version === null && <Alert type="info" message={t('rules.noDraft')} />}
      {impact?.version && (
        <>
          <Typography.Paragraph>
            {t('rules.impactIntro', { scanned: impact.scanned, published: impact.published, version: impact.version })}
            <Typography.Text strong data-testid="impact-count">
              {impact.reports.length}
            </Typography.Text>
          </Typography.Paragraph>
          {impact.reports.length === 0 && (
            <Alert type="success" message={t('rules.noImpact')} style={{ marginBottom: 16 }} />
          )}
        </>
      )}
      <Table
        rowKey="reportId"
        loading={loading}
        dataSource={impact?.reports ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 900 }}
        data-testid="impact-table"
      >
        <Table.Column dataIndex="reportId" title={t('rules.report')} width={300} />
        <Table.Column dataIndex="platform" title={t('rules.brand')} width={130} render={(p: string) => brandLabel(p)} />
        <Table.Column dataIndex="createdAt" title={t('rules.date')} width={170} render={(iso: string) => when(iso)} />
        <Table.Column dataIndex="rulesVersion" title={t('rules.reportVersion')} width={130} />
        <Table.Column
          dataIndex="changes"
          title={t('rules.changes')}
          render={(changes: ItemChange[]) => (
            <Space wrap>
              {changes.map((c) => (
                <Tag key={`${c.market}|${c.ruleId}`} color={CHANGE_COLORS[c.change]}>
                  {c.market} {c.ruleId}：{t(`rules.change.${c.change}`)}
                  {c.change === 'status'
                    ? `（${t(`rules.levels.${c.before}`, c.before ?? '')} → ${t(`rules.levels.${c.after}`, c.after ?? '')}）`
                    : ''}
                </Tag>
              ))}
            </Space>
          )}
        />
      </Table>
      {copy?.status === 'draft' && (
        <Card title={t('rules.publish')} style={{ marginTop: 16 }}>
          <Input.TextArea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('rules.note')}
            aria-label={t('rules.note')}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={1000}
            style={{ marginBottom: 12 }}
          />
          <Popconfirm title={t('rules.publishConfirm')} onConfirm={publish} disabled={note.trim().length < 4}>
            <Button type="primary" danger loading={busy} disabled={note.trim().length < 4} data-testid="rules-publish">
              {t('rules.publish')} {copy.version}
            </Button>
          </Popconfirm>
        </Card>
      )}
    </List>
  );
};

interface VersionRow {
  version: string;
  status: 'draft' | 'published';
  hash: string;
  basedOn: string | null;
  revision: number;
  note: string | null;
  ruleCount: number;
  changedRules: string[];
  createdByName: string;
  createdAt: string;
  publishedBy: string | null;
  publishedAt: string | null;
  live: boolean;
}

export const RuleVersions = () => {
  const t = useTranslate();
  const { message } = AntdApp.useApp();
  const [rows, setRows] = useState<VersionRow[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    apiCall<VersionRow[]>('/rules/versions')
      .then(setRows, (error: Error) => message.error(error.message))
      .finally(() => setLoading(false));
  }, [message]);
  return (
    <List title={t('rules.versions')} headerButtons={<Link to="/rules">{t('rules.title')}</Link>}>
      <Table<VersionRow> rowKey="version" loading={loading} dataSource={rows} pagination={false} scroll={{ x: 1000 }}>
        <Table.Column<VersionRow>
          dataIndex="version"
          title={t('rules.version')}
          width={150}
          render={(version: string, row) => (
            <Space>
              {version}
              {row.live && <Tag color="green">{t('rules.livePublished')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<VersionRow>
          dataIndex="status"
          title={t('rules.state')}
          width={90}
          render={(s: string) => <Tag color={s === 'draft' ? 'gold' : 'default'}>{t(`rules.status.${s}`)}</Tag>}
        />
        <Table.Column<VersionRow> dataIndex="note" title={t('rules.noteShort')} />
        <Table.Column<VersionRow>
          dataIndex="changedRules"
          title={t('rules.changedRules')}
          render={(ids: string[]) => (
            <Space wrap>
              {ids.map((id) => (
                <Link key={id} to={`/rules/edit/${encodeURIComponent(id)}`}>
                  {id}
                </Link>
              ))}
            </Space>
          )}
        />
        <Table.Column<VersionRow> dataIndex="ruleCount" title={t('rules.ruleCount')} width={80} />
        <Table.Column<VersionRow>
          title={t('rules.createdBy')}
          width={200}
          render={(_, row) => `${row.createdByName} ${when(row.createdAt)}`}
        />
        <Table.Column<VersionRow>
          title={t('rules.publishedBy')}
          width={200}
          render={(_, row) => (row.publishedAt ? `${row.publishedBy ?? ''} ${when(row.publishedAt)}` : '')}
        />
        <Table.Column<VersionRow> dataIndex="hash" title="Hash" width={170} />
      </Table>
    </List>
  );
};
