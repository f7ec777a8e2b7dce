import { EditButton, List, useTable } from '@refinedev/antd';
import { type CrudFilter, useGo, useInvalidate, useOne, useTranslate } from '@refinedev/core';
import { CONTENT_LIFECYCLE, type ContentKind, FOOTER_BLOCK_KINDS } from '@site/contracts/admin';
import {
  App as AntdApp,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { brandLabel } from '../brand-label.ts';
import { translate } from '../i18n/index.ts';
import { ApiError, apiCall } from '../providers/api.ts';
import { KIND_FIELDS, KindFields } from './content-fields.tsx';
import { ImagePathInput } from './media.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The content kinds the back office edits (packages/contracts/src/admin.ts CONTENT_KINDS). */
export type { ContentKind };

const BRANDS = ['00', '01', '08', '10', '13', '15', '19', '20', 'EU', 'KR', 'CS'];
/** The languages the brands' sites show. */
const LANGS = ['zh-CN', 'zh-TW', 'en', 'de'];
const STATE_COLORS: Record<string, string> = { draft: 'gold', published: 'green', archived: 'default' };

interface ContentRow {
  id: number;
  platform: string;
  title: string;
  subtitle: string | null;
  latestVersion: number;
  latestState: string | null;
  updatedAt: string | null;
  archived: boolean;
}

interface ContentItem {
  id: number;
  kind: ContentKind;
  platform: string;
  title: string;
  live: Record<string, unknown>;
  latestVersion: number;
  draft: { version: number; data: Record<string, unknown>; authorName: string; createdAt: string } | null;
  publicUrl: string;
  context: Record<string, string>;
  archived: boolean;
}

interface VersionRow {
  version: number;
  state: string;
  authorName: string;
  createdAt: string;
  publishedAt: string | null;
  publishedBy: string | null;
  publishAt: string | null;
  restoredFrom: number | null;
  live: boolean;
}

interface SearchForm {
  q?: string;
  platform?: string;
  lang?: string;
  drafts?: boolean;
  archived?: boolean;
}

/** A new item's empty values: null for optional texts, 0 for numbers, on for switches, empty lists. */
const emptyDataOf = (kind: keyof typeof KIND_FIELDS) => {
  const data: Record<string, unknown> = {};
  for (const spec of KIND_FIELDS[kind]) {
    data[spec.name] =
      spec.type === 'number'
        ? 0
        : spec.type === 'switch'
          ? true
          : spec.type === 'json' || spec.type === 'items'
            ? []
            : spec.nullable || spec.type === 'datetime'
              ? null
              : '';
  }
  return data;
};

/** The fields edited as JSON text (one form item each). */
const JSON_FIELDS = new Set(
  Object.values(KIND_FIELDS).flatMap((specs) => specs.filter((f) => f.type === 'json').map((f) => f.name)),
);

/** `field: message` of a gateway 400, shown under that field of the form; other failures as a message. */
const showFailure = (
  form: ReturnType<typeof Form.useForm>[0],
  message: { error: (text: string) => unknown },
  error: unknown,
) => {
  const text = (error as Error).message;
  if (error instanceof ApiError && error.status === 400) {
    const match = /^([A-Za-z.0-9]+): (.+)$/.exec(text);
    if (match?.[1] && match[2]) {
      const path = match[1].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      const [first] = path;
      // A JSON field (a page's blocks) is one form item: the error names the place inside it.
      if (path.length > 1 && JSON_FIELDS.has(String(first))) {
        form.setFields([{ name: [String(first)], errors: [`${path.slice(1).join('.')}: ${match[2]}`] }]);
        return;
      }
      form.setFields([{ name: path, errors: [match[2]] }]);
      return;
    }
  }
  message.error(text);
};

/** A new article's empty fields. */
const EMPTY_ARTICLE = { title: '', summary: '', body: '', author: '', source: '', cover: null };

interface ArticleCategory {
  id: number;
  lang: string;
  kind: string;
  name: string;
}

/**
 * The article category of the brand chosen in the same form (an article's brand and language are its category's):
 * the brand's categories, reloaded when the brand changes.
 */
const CategoryItem = ({ form }: { form: ReturnType<typeof Form.useForm>[0] }) => {
  const t = useTranslate();
  const platform = Form.useWatch('platform', form) as string | undefined;
  const [options, setOptions] = useState<ArticleCategory[]>([]);
  useEffect(() => {
    let live = true;
    form.setFieldValue('categoryId', undefined);
    if (!platform) return;
    apiCall<ArticleCategory[]>(`/article-categories?platform=${encodeURIComponent(platform)}`)
      .then((rows) => {
        if (live) setOptions(rows);
      })
      .catch(() => {
        if (live) setOptions([]);
      });
    return () => {
      live = false;
    };
  }, [platform, form]);
  return (
    <Form.Item
      name="categoryId"
      label={t('content.lifecycle.category')}
      rules={[{ required: true, message: t('content.lifecycle.categoryRequired') }]}
    >
      <Select
        style={{ width: 320 }}
        aria-label={t('content.lifecycle.category')}
        showSearch
        optionFilterProp="label"
        notFoundContent={t('content.lifecycle.noCategory')}
        options={options.map((c) => ({ value: c.id, label: `${c.name}（${c.lang}）` }))}
      />
    </Form.Item>
  );
};

/** 新建: the brand, language and key of a new item and its fields; saved as a draft (public once published). */
const CreateModal = ({ kind, open, onClose }: { kind: ContentKind; open: boolean; onClose: () => void }) => {
  const t = useTranslate();
  const go = useGo();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const life = CONTENT_LIFECYCLE[kind];
  const fieldsKind = kind === 'product' || kind === 'article' ? null : kind;
  useEffect(() => {
    if (open && fieldsKind) form.setFieldsValue({ platform: '00', lang: 'zh-CN', ...emptyDataOf(fieldsKind) });
    if (open && kind === 'article') form.setFieldsValue({ platform: '00', ...EMPTY_ARTICLE });
  }, [open, fieldsKind, kind, form]);
  if (!life?.create || (!fieldsKind && kind !== 'article')) return null;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { platform, lang, key, categoryId, ...data } = values as Record<string, unknown>;
    setBusy(true);
    try {
      const made = await apiCall<{ id: number }>(`/content/${kind}`, {
        method: 'POST',
        body: {
          platform,
          ...(life.lang ? { lang } : {}),
          ...(life.key ? { key } : {}),
          ...(life.category ? { categoryId } : {}),
          data,
        },
      });
      message.success(t('content.lifecycle.created', { id: made.id }));
      onClose();
      go({ to: `/content/${kind}/edit/${made.id}` });
    } catch (error) {
      showFailure(form, message, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('content.lifecycle.createTitle', { kind: t(`content.${kind}.title`) })}
      onCancel={onClose}
      onOk={submit}
      okText={t('content.lifecycle.ok')}
      confirmLoading={busy}
      width={860}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Space wrap>
          <Form.Item name="platform" label={t('content.fields.platform')} rules={[{ required: true }]}>
            <Select style={{ width: 120 }} options={BRANDS.map((b) => ({ value: b, label: b }))} />
          </Form.Item>
          {life.lang && (
            <Form.Item name="lang" label={t('content.filter.lang')} rules={[{ required: true }]}>
              <Select style={{ width: 120 }} options={LANGS.map((l) => ({ value: l, label: l }))} />
            </Form.Item>
          )}
          {life.key && (
            <Form.Item name="key" label={life.key} rules={[{ required: true, message: life.key }]}>
              {kind === 'footer' ? (
                <Select
                  style={{ width: 200 }}
                  aria-label={life.key}
                  options={FOOTER_BLOCK_KINDS.map((k) => ({ value: k, label: k }))}
                />
              ) : (
                <Input style={{ width: 240 }} maxLength={96} aria-label={life.key} />
              )}
            </Form.Item>
          )}
          {life.category && <CategoryItem form={form} />}
        </Space>
        {fieldsKind ? <KindFields kind={fieldsKind} /> : <ArticleFields />}
      </Form>
    </Modal>
  );
};

/** 复制到…: another brand (and language) for a copy of the item, a new draft there. */
const DuplicateModal = ({
  kind,
  id,
  open,
  onClose,
}: {
  kind: ContentKind;
  id: string;
  open: boolean;
  onClose: () => void;
}) => {
  const t = useTranslate();
  const go = useGo();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const life = CONTENT_LIFECYCLE[kind];
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const made = await apiCall<{ id: number }>(`/content/${kind}/${id}/duplicate`, {
        method: 'POST',
        body: values,
      });
      message.success(t('content.lifecycle.duplicated', { id: made.id }));
      onClose();
      go({ to: `/content/${kind}/edit/${made.id}` });
    } catch (error) {
      showFailure(form, message, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('content.lifecycle.duplicateTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('content.lifecycle.ok')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ platform: '00', lang: 'zh-CN' }}>
        <Form.Item name="platform" label={t('content.lifecycle.platform')} rules={[{ required: true }]}>
          <Select style={{ width: 160 }} options={BRANDS.map((b) => ({ value: b, label: b }))} />
        </Form.Item>
        {life?.lang && (
          <Form.Item name="lang" label={t('content.lifecycle.lang')} rules={[{ required: true }]}>
            <Select style={{ width: 160 }} options={LANGS.map((l) => ({ value: l, label: l }))} />
          </Form.Item>
        )}
        {life?.category && <CategoryItem form={form} />}
      </Form>
    </Modal>
  );
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');

export const ContentList = ({ kind }: { kind: ContentKind }) => {
  const t = useTranslate();
  const life = CONTENT_LIFECYCLE[kind];
  const [creating, setCreating] = useState(false);
  const { tableProps, searchFormProps } = useTable<ContentRow, never, SearchForm>({
    resource: `content/${kind}`,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (values): CrudFilter[] => [
      { field: 'q', operator: 'contains', value: values.q || undefined },
      { field: 'platform', operator: 'eq', value: values.platform },
      { field: 'lang', operator: 'eq', value: values.lang },
      { field: 'drafts', operator: 'eq', value: values.drafts ? true : undefined },
      { field: 'archived', operator: 'eq', value: values.archived ? true : undefined },
    ],
  });
  return (
    <List
      title={t(`content.${kind}.title`)}
      headerButtons={
        life?.create ? (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="create">
            {t('content.lifecycle.create')}
          </Button>
        ) : null
      }
    >
      <CreateModal kind={kind} open={creating} onClose={() => setCreating(false)} />
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="q">
          <Input.Search
            placeholder={t(`content.${kind}.search`)}
            aria-label={t(`content.${kind}.search`)}
            allowClear
            style={{ width: 280 }}
            onSearch={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
        {kind !== 'product' && (
          <Form.Item name="platform">
            <Select
              allowClear
              placeholder={t('content.fields.platform')}
              aria-label={t('content.fields.platform')}
              style={{ width: 120 }}
              options={BRANDS.map((b) => ({ value: b, label: b }))}
            />
          </Form.Item>
        )}
        {life?.lang && (
          <Form.Item name="lang">
            <Select
              allowClear
              placeholder={t('content.filter.lang')}
              aria-label={t('content.filter.lang')}
              style={{ width: 120 }}
              options={LANGS.map((l) => ({ value: l, label: l }))}
            />
          </Form.Item>
        )}
        <Form.Item name="drafts" valuePropName="checked">
          <Checkbox>{t('content.filter.drafts')}</Checkbox>
        </Form.Item>
        {life && (
          <Form.Item name="archived" valuePropName="checked">
            <Checkbox>{t('content.filter.archived')}</Checkbox>
          </Form.Item>
        )}
        <Form.Item>
          <Button htmlType="submit" type="primary">
            {t('buttons.filter')}
          </Button>
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey="id" scroll={{ x: 900 }}>
        <Table.Column dataIndex="id" title="ID" width={80} />
        <Table.Column dataIndex="title" title={t(`content.${kind}.name`)} />
        <Table.Column dataIndex="subtitle" title={t(`content.${kind}.subtitle`)} />
        {kind !== 'product' && (
          <Table.Column
            dataIndex="platform"
            title={t('content.fields.platform')}
            width={120}
            render={(v: string) => (v === '*' ? t('content.allBrands') : brandLabel(v))}
          />
        )}
        <Table.Column
          dataIndex="latestState"
          title={t('content.fields.state')}
          width={110}
          render={(state: string | null, row: ContentRow) => (
            <Space size={4} wrap>
              {state ? (
                <Tag color={STATE_COLORS[state]}>
                  {t(`content.states.${state}`)} v{row.latestVersion}
                </Tag>
              ) : (
                <Tag>{t('content.states.seed')}</Tag>
              )}
              {row.archived && <Tag color="red">{t('content.hidden')}</Tag>}
            </Space>
          )}
        />
        <Table.Column dataIndex="updatedAt" title={t('content.fields.updatedAt')} render={when} width={180} />
        <Table.Column
          title={t('content.fields.actions')}
          width={100}
          render={(_, row: ContentRow) => (
            <EditButton size="small" resource={`content/${kind}`} recordItemId={row.id}>
              {t('buttons.edit')}
            </EditButton>
          )}
        />
      </Table>
    </List>
  );
};

/** What a visitor sees for these prices (spec section 9): the unit price minus the discount, to 2 decimals, per unit;
 * when discounted, the original price beside it. */
export const visitorPrice = (
  unit: unknown,
  discount: unknown,
  per: unknown,
): { pay: string; was: string | null } | null => {
  const u = Number(unit);
  const d = Number(discount ?? 0);
  if (!Number.isFinite(u) || !Number.isFinite(d) || d < 0 || d > u) return null;
  const suffix = typeof per === 'string' && per.trim() ? `/${per.trim()}` : '';
  return { pay: `￥${(u - d).toFixed(2)}${suffix}`, was: d > 0 ? `￥${u.toFixed(2)}${suffix}` : null };
};

const VisitorPrice = () => {
  const t = useTranslate();
  const form = Form.useFormInstance();
  const shown = visitorPrice(
    Form.useWatch('unitPrice', form),
    Form.useWatch('discountPrice', form),
    Form.useWatch('priceUnit', form),
  );
  if (!shown) return null;
  return (
    <Form.Item label={t('content.product.visitorSees')}>
      <span data-testid="visitor-price" style={{ fontSize: 16, color: '#e8590c', fontWeight: 600 }}>
        {shown.pay}
      </span>
      {shown.was && <span style={{ marginLeft: 8, color: '#999', textDecoration: 'line-through' }}>{shown.was}</span>}
    </Form.Item>
  );
};

const ProductFields = () => {
  const t = useTranslate();
  return (
    <>
      <Form.Item name="name" label={t('content.product.fields.name')} rules={[{ required: true }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="unitPrice" label={t('content.product.fields.unitPrice')} rules={[{ required: true }]}>
        <InputNumber min={0} step={100} precision={2} style={{ width: 200 }} addonBefore="￥" />
      </Form.Item>
      <Form.Item
        name="discountPrice"
        label={t('content.product.fields.discountPrice')}
        extra={t('content.product.discountHint')}
        rules={[{ required: true }]}
      >
        <InputNumber min={0} step={100} precision={2} style={{ width: 200 }} addonBefore="￥" />
      </Form.Item>
      <Form.Item name="priceUnit" label={t('content.product.fields.priceUnit')} rules={[{ required: true }]}>
        <Input maxLength={16} style={{ width: 200 }} />
      </Form.Item>
      <VisitorPrice />
      <Form.Item name="sort" label={t('content.product.fields.sort')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('content.product.fields.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
};

const ArticleFields = () => {
  const t = useTranslate();
  return (
    <>
      <Form.Item name="title" label={t('content.article.fields.title')} rules={[{ required: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="summary" label={t('content.article.fields.summary')}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item
        name="body"
        label={t('content.article.fields.body')}
        extra={t('content.article.bodyHint')}
        rules={[{ required: true }]}
      >
        <RichTextEditor label={t('content.article.fields.body')} />
      </Form.Item>
      <Form.Item name="author" label={t('content.article.fields.author')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="source" label={t('content.article.fields.source')}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item
        name="cover"
        label={t('content.article.fields.cover')}
        normalize={(value: string) => (value === '' ? null : value)}
      >
        <ImagePathInput label={t('content.article.fields.cover')} maxLength={1000} />
      </Form.Item>
    </>
  );
};

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'common.yes' : 'common.no');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

const HistoryDrawer = ({
  kind,
  id,
  open,
  latestVersion,
  onClose,
  onRestored,
}: {
  kind: ContentKind;
  id: string;
  open: boolean;
  latestVersion: number;
  onClose: () => void;
  onRestored: () => void;
}) => {
  const t = useTranslate();
  const { message } = AntdApp.useApp();
  const [versions, setVersions] = useState<VersionRow[]>([]);
  const [diff, setDiff] = useState<{
    version: number;
    changes: { field: string; before: unknown; after: unknown }[];
  }>();
  useEffect(() => {
    if (!open) return;
    setDiff(undefined);
    apiCall<VersionRow[]>(`/content/${kind}/${id}/versions`)
      .then(setVersions)
      .catch((error: Error) => message.error(error.message));
  }, [open, kind, id, message]);
  const compare = async (version: number) => {
    const answer = await apiCall<{ changes: { field: string; before: unknown; after: unknown }[] }>(
      `/content/${kind}/${id}/diff?from=${version - 1}&to=${version}`,
    );
    setDiff({ version, changes: answer.changes });
  };
  const restore = async (version: number) => {
    try {
      await apiCall(`/content/${kind}/${id}/restore`, {
        method: 'POST',
        body: { version, baseVersion: latestVersion },
      });
      message.success(t('content.history.restored', { version }));
      onRestored();
    } catch (error) {
      message.error((error as Error).message);
    }
  };
  return (
    <Drawer title={t('content.history.title')} open={open} onClose={onClose} width={720} data-testid="history">
      <Table<VersionRow> dataSource={versions} rowKey="version" pagination={false} size="small">
        <Table.Column dataIndex="version" title={t('content.history.version')} render={(v: number) => `v${v}`} />
        <Table.Column
          dataIndex="state"
          title={t('content.fields.state')}
          render={(state: string, row: VersionRow) => (
            <Space size={4}>
              <Tag color={STATE_COLORS[state]}>{t(`content.states.${state}`)}</Tag>
              {row.live && <Tag color="blue">{t('content.history.live')}</Tag>}
            </Space>
          )}
        />
        <Table.Column dataIndex="authorName" title={t('content.history.author')} />
        <Table.Column
          dataIndex="createdAt"
          title={t('content.history.at')}
          render={(at: string, row: VersionRow) => (
            <div>
              <div>{when(at)}</div>
              {row.publishedAt && (
                <Typography.Text type="secondary">
                  {t('content.history.publishedBy', { who: row.publishedBy ?? '', at: when(row.publishedAt) })}
                </Typography.Text>
              )}
              {row.publishAt && (
                <Typography.Text type="warning">
                  {t('content.history.scheduled', { at: when(row.publishAt) })}
                </Typography.Text>
              )}
              {row.restoredFrom && (
                <Typography.Text type="secondary">
                  {t('content.history.restoredFrom', { version: row.restoredFrom })}
                </Typography.Text>
              )}
            </div>
          )}
        />
        <Table.Column
          title={t('content.fields.actions')}
          render={(_, row: VersionRow) => (
            <Space>
              {row.version > 1 && (
                <Button size="small" onClick={() => void compare(row.version)}>
                  {t('content.history.compare')}
                </Button>
              )}
              {row.version !== latestVersion && (
                <Popconfirm title={t('content.history.restoreConfirm')} onConfirm={() => restore(row.version)}>
                  <Button size="small">{t('content.history.restore')}</Button>
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
      {diff && (
        <Card
          size="small"
          style={{ marginTop: 16 }}
          title={t('content.history.diffTitle', { from: diff.version - 1, to: diff.version })}
          data-testid="diff"
        >
          {diff.changes.length === 0 ? (
            <Typography.Text type="secondary">{t('content.history.noChanges')}</Typography.Text>
          ) : (
            <Table
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={diff.changes}
              columns={[
                {
                  dataIndex: 'field',
                  title: t('content.history.field'),
                  render: (f: string) => t(`content.${kind}.fields.${f}`),
                },
                {
                  dataIndex: 'before',
                  title: t('content.history.before'),
                  render: (v: unknown) => <Typography.Text delete>{shown(v)}</Typography.Text>,
                },
                {
                  dataIndex: 'after',
                  title: t('content.history.after'),
                  render: (v: unknown) => <Typography.Text strong>{shown(v)}</Typography.Text>,
                },
              ]}
            />
          )}
        </Card>
      )}
    </Drawer>
  );
};

export const ContentEdit = ({ kind }: { kind: ContentKind }) => {
  const t = useTranslate();
  const { id = '' } = useParams();
  const { message } = AntdApp.useApp();
  const invalidate = useInvalidate();
  const [form] = Form.useForm();
  const [history, setHistory] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | 'preview' | null>(null);
  const { result: item, query } = useOne<ContentItem>({ resource: `content/${kind}`, id });
  // The version this form was loaded from: every save carries it (a newer one on the server refuses the save).
  const [baseVersion, setBaseVersion] = useState<number>(0);

  useEffect(() => {
    if (!item) return;
    setBaseVersion(item.latestVersion);
    form.setFieldsValue(item.draft?.data ?? item.live);
  }, [item, form]);

  const reload = async () => {
    await query.refetch();
    await invalidate({ resource: `content/${kind}`, invalidates: ['list'] });
  };

  // `field: message` from the gateway: shown under that field.
  const failed = (error: unknown) => showFailure(form, message, error);

  const life = CONTENT_LIFECYCLE[kind];
  const [duplicating, setDuplicating] = useState(false);
  /** The newest version's archive flag (a draft's), else the live row's. */
  const archivedNow =
    typeof item?.draft?.data.archived === 'boolean' ? item.draft.data.archived : (item?.archived ?? false);
  const archive = async (archived: boolean) => {
    try {
      const saved = await apiCall<{ version: number }>(`/content/${kind}/${id}/archive`, {
        method: 'POST',
        body: { baseVersion, archived },
      });
      setBaseVersion(saved.version);
      message.success(t(archived ? 'content.lifecycle.archivedDraft' : 'content.lifecycle.unarchivedDraft'));
      await reload();
    } catch (error) {
      failed(error);
    }
  };

  const save = async () => {
    const data = await form.validateFields().catch(() => null);
    if (!data) return;
    setBusy('save');
    try {
      const saved = await apiCall<{ version: number }>(`/content/${kind}/${id}/draft`, {
        method: 'POST',
        body: { baseVersion, data },
      });
      setBaseVersion(saved.version);
      message.success(t('content.edit.saved', { version: saved.version }));
      await reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const [publishAt, setPublishAt] = useState<Dayjs | null>(null);
  const publish = async (at?: Dayjs | null) => {
    setBusy('publish');
    try {
      await apiCall(`/content/${kind}/${id}/publish`, {
        method: 'POST',
        body: { version: baseVersion, ...(at ? { at: at.toISOString() } : {}) },
      });
      message.success(
        at ? t('content.edit.scheduled', { at: at.format('YYYY-MM-DD HH:mm') }) : t('content.edit.published'),
      );
      setPublishAt(null);
      await reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const preview = async (view?: 'both') => {
    // The tab is opened on the click (a window opened after an await is a blocked pop-up), then sent to the link.
    const tab = window.open('about:blank', '_blank');
    setBusy('preview');
    try {
      const link = await apiCall<{ url: string }>(`/content/${kind}/${id}/preview`, {
        method: 'POST',
        body: { version: baseVersion },
      });
      if (tab) {
        tab.opener = null;
        tab.location.href = view ? `${link.url}&view=${view}` : link.url;
      }
    } catch (error) {
      tab?.close();
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const hasDraft = Boolean(item?.draft && item.draft.version === baseVersion);
  return (
    <Card
      title={`${t(`content.${kind}.edit`)} · ${item?.title ?? ''}`}
      loading={query.isLoading}
      extra={
        <Space wrap>
          {item && (
            <Typography.Link href={item.publicUrl} target="_blank" rel="noopener noreferrer" data-testid="public-link">
              {t('content.edit.viewOnSite')}
            </Typography.Link>
          )}
          <Button onClick={() => setHistory(true)} data-testid="open-history">
            {t('content.edit.history')}
          </Button>
          {life && (
            <Button onClick={() => setDuplicating(true)} data-testid="duplicate">
              {t('content.lifecycle.duplicate')}
            </Button>
          )}
          {life && (
            <Popconfirm
              title={t(archivedNow ? 'content.lifecycle.unarchiveConfirm' : 'content.lifecycle.archiveConfirm')}
              onConfirm={() => archive(!archivedNow)}
            >
              <Button danger={!archivedNow} data-testid="archive">
                {t(archivedNow ? 'content.lifecycle.unarchive' : 'content.lifecycle.archive')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      {item && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('content.fields.platform')}>
            {item.platform === '*' ? t('content.allBrands') : brandLabel(item.platform)}
          </Descriptions.Item>
          {Object.entries(item.context).map(([key, value]) => (
            <Descriptions.Item key={key} label={t(`content.context.${key}`)}>
              {value}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('content.fields.state')}>
            <span data-testid="edit-state">
              {hasDraft
                ? t('content.edit.draftState', { version: baseVersion, who: item.draft?.authorName ?? '' })
                : baseVersion
                  ? t('content.edit.publishedState', { version: baseVersion })
                  : t('content.states.seed')}
            </span>
            {item.archived && (
              <Tag color="red" style={{ marginLeft: 8 }}>
                {t('content.hidden')}
              </Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 820 }}>
        {kind === 'product' ? <ProductFields /> : kind === 'article' ? <ArticleFields /> : <KindFields kind={kind} />}
        <Space>
          <Button type="primary" onClick={save} loading={busy === 'save'}>
            {t('content.edit.save')}
          </Button>
          <Button onClick={() => preview()} disabled={!hasDraft} loading={busy === 'preview'} data-testid="preview">
            {t('content.edit.preview')}
          </Button>
          <Button onClick={() => preview('both')} disabled={!hasDraft} data-testid="preview-both">
            {t('content.edit.previewBoth')}
          </Button>
          <Popconfirm title={t('content.edit.publishConfirm')} onConfirm={() => publish()} disabled={!hasDraft}>
            <Button type="primary" ghost disabled={!hasDraft} loading={busy === 'publish'}>
              {t('content.edit.publish')}
            </Button>
          </Popconfirm>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={publishAt}
            onChange={setPublishAt}
            disabled={!hasDraft}
            placeholder={t('content.edit.scheduleAt')}
            aria-label={t('content.edit.scheduleAt')}
          />
          <Button disabled={!hasDraft || !publishAt} onClick={() => publish(publishAt)}>
            {t('content.edit.schedule')}
          </Button>
        </Space>
      </Form>
      <DuplicateModal kind={kind} id={id} open={duplicating} onClose={() => setDuplicating(false)} />
      <HistoryDrawer
        kind={kind}
        id={id}
        open={history}
        latestVersion={baseVersion}
        onClose={() => setHistory(false)}
        onRestored={() => {
          setHistory(false);
          void reload();
        }}
      />
    </Card>
  );
};
