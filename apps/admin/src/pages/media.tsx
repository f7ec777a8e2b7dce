import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { CONTENT_KINDS, type MediaRow } from '@site/contracts/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App as AntdApp,
  List as AntList,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Image,
  Input,
  Modal,
  Pagination,
  Popconfirm,
  Row,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { brandLabel } from '../brand-label.ts';
import { API, ApiError, apiCall, queryOf } from '../providers/api.ts';

/**
 * The media library (issue 26 section 3): upload by drag and drop with the alt texts, a grid or list of the files,
 * each file's sizes, alt texts, where it is used and its deletion (refused by the gateway while used); and the picker
 * the rich-text editor and the image fields open. The gateway sniffs, resizes and stores (packages/gateway
 * src/admin/media.ts); this page only sends the file and shows the answers.
 */

interface UsageRow {
  kind: string;
  id: number;
  platform: string;
  title: string;
  state: 'live' | 'draft';
}

type Kind = 'image' | 'pdf';

/** A content kind the back office edits (a usage of another table is shown by name, without a link). */
const isKind = (kind: string) => (CONTENT_KINDS as readonly string[]).includes(kind);

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The thumbnail: the narrowest WebP. */
const thumbOf = (row: MediaRow) => row.variants[0]?.url ?? null;

/** The size put into an article: the widest at most 1024 px (the article column), else the narrowest. */
export const articleVariant = (row: MediaRow) =>
  [...row.variants].reverse().find((v) => v.width <= 1024) ?? row.variants[0] ?? { width: 0, url: row.url };

const absolute = (url: string) => new URL(url, window.location.origin).toString();

const uploadFile = async (file: File, alt: Record<string, string>) => {
  const form = new FormData();
  form.set('file', file);
  for (const [key, value] of Object.entries(alt)) if (value) form.set(key, value);
  const res = await fetch(`${API}/media`, { method: 'POST', credentials: 'same-origin', body: form });
  const json = (await res.json().catch(() => null)) as { msg?: string; data?: MediaRow & { existed: boolean } } | null;
  if (!res.ok || !json?.data) throw new ApiError(res.status, json?.msg ?? res.statusText);
  return json.data;
};

/** The alt texts and the drop zone: a file is sent once the zh-CN alt text is filled in. */
const UploadPanel = ({ onUploaded, imagesOnly }: { onUploaded: (row: MediaRow) => void; imagesOnly?: boolean }) => {
  const t = useTranslate();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<{ altZhCn: string; altZhTw?: string; altEn?: string }>();
  const [error, setError] = useState<string | null>(null);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form form={form} layout="vertical" requiredMark>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="altZhCn" label={t('media.fields.altZhCn')} rules={[{ required: true, whitespace: true }]}>
              <Input maxLength={200} aria-label={t('media.fields.altZhCn')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="altZhTw" label={t('media.fields.altZhTw')}>
              <Input maxLength={200} aria-label={t('media.fields.altZhTw')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="altEn" label={t('media.fields.altEn')}>
              <Input maxLength={200} aria-label={t('media.fields.altEn')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} data-testid="upload-error" />}
      <Upload.Dragger
        name="file"
        multiple={false}
        showUploadList={false}
        accept={imagesOnly ? 'image/png,image/jpeg,image/webp' : 'image/png,image/jpeg,image/webp,application/pdf'}
        customRequest={async ({ file, onSuccess, onError }) => {
          setError(null);
          const alt = form.getFieldsValue();
          if (!alt.altZhCn?.trim()) {
            const text = t('media.upload.altFirst');
            setError(text);
            form.validateFields().catch(() => undefined);
            onError?.(new Error(text));
            return;
          }
          try {
            const row = await uploadFile(file as File, {
              altZhCn: alt.altZhCn,
              altZhTw: alt.altZhTw ?? '',
              altEn: alt.altEn ?? '',
            });
            message.success(t(row.existed ? 'media.upload.existed' : 'media.upload.done', { name: row.originalName }));
            form.resetFields();
            onSuccess?.(row);
            onUploaded(row);
          } catch (caught) {
            const text = (caught as Error).message;
            setError(text);
            onError?.(caught as Error);
          }
        }}
      >
        <p style={{ fontSize: 16, margin: '8px 0' }}>{t('media.upload.hint')}</p>
        <p style={{ color: '#888', margin: 0 }}>{t(imagesOnly ? 'media.upload.imageTypes' : 'media.upload.types')}</p>
      </Upload.Dragger>
    </Card>
  );
};

const useMediaList = (filter: { q: string; kind?: Kind; page: number; pageSize: number }) =>
  useQuery({
    queryKey: ['media', filter],
    queryFn: () => apiCall<{ total: number; rows: MediaRow[] }>(`/media${queryOf(filter)}`),
  });

const Thumb = ({ row, size = 120 }: { row: MediaRow; size?: number }) => {
  const src = thumbOf(row);
  return src ? (
    <img
      src={src}
      alt={row.altZhCn}
      style={{ width: '100%', height: size, objectFit: 'contain', background: '#f5f5f5', display: 'block' }}
    />
  ) : (
    <div
      style={{
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f5f5f5',
        fontSize: 28,
        color: '#cf1322',
      }}
    >
      PDF
    </div>
  );
};

const Grid = ({ rows, onOpen }: { rows: MediaRow[]; onOpen: (row: MediaRow) => void }) => (
  <Row gutter={[12, 12]}>
    {rows.map((row) => (
      <Col key={row.id} xs={12} sm={8} md={6} lg={4}>
        <Card
          hoverable
          size="small"
          cover={<Thumb row={row} />}
          onClick={() => onOpen(row)}
          data-testid={`media-${row.id}`}
          styles={{ body: { padding: 8 } }}
        >
          <Typography.Text ellipsis style={{ display: 'block' }} title={row.altZhCn}>
            {row.altZhCn}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
            {row.originalName}
          </Typography.Text>
        </Card>
      </Col>
    ))}
  </Row>
);

const copy = async (url: string, done: () => void) => {
  await navigator.clipboard?.writeText(absolute(url)).catch(() => undefined);
  done();
};

/** One file: its sizes and links, alt texts, where it is used, delete. */
const Details = ({ row, onClose, onChanged }: { row: MediaRow; onClose: () => void; onChanged: () => void }) => {
  const t = useTranslate();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const usage = useQuery({
    queryKey: ['media-usage', row.id],
    queryFn: () => apiCall<UsageRow[]>(`/media/${row.id}/usage`),
  });
  const saveAlt = async () => {
    const values = await form.validateFields();
    try {
      await apiCall(`/media/${row.id}/alt`, { method: 'POST', body: values });
      message.success(t('media.altSaved'));
      onChanged();
    } catch (caught) {
      message.error((caught as Error).message);
    }
  };
  const remove = async () => {
    setError(null);
    try {
      await apiCall(`/media/${row.id}/delete`, { method: 'POST', body: { confirm: true } });
      message.success(t('media.removed'));
      onChanged();
      onClose();
    } catch (caught) {
      setError((caught as Error).message);
      usage.refetch();
    }
  };
  return (
    <Drawer open width={560} title={t('media.details')} onClose={onClose} destroyOnHidden>
      {row.kind === 'image' ? (
        <Image src={row.url} alt={row.altZhCn} style={{ maxHeight: 240, objectFit: 'contain' }} />
      ) : (
        <a href={row.url} target="_blank" rel="noreferrer">
          {row.originalName}
        </a>
      )}
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('media.fields.file')}>{row.originalName}</Descriptions.Item>
        <Descriptions.Item label={t('media.fields.kind')}>{row.sourceType}</Descriptions.Item>
        {row.width && (
          <Descriptions.Item label={t('media.fields.size')}>
            {row.width} × {row.height}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('media.fields.bytes')}>{sizeOf(row.bytes)}</Descriptions.Item>
        <Descriptions.Item label={t('media.fields.uploadedBy')}>
          {row.uploadedByName} · {dayjs(row.createdAt).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('media.variants')}</Typography.Title>
      <AntList
        size="small"
        dataSource={row.variants.length ? row.variants : [{ width: 0, url: row.url }]}
        renderItem={(v) => (
          <AntList.Item
            actions={[
              <Button
                key="copy"
                size="small"
                onClick={() => copy(v.url, () => message.success(t('media.copied')))}
                data-testid={`copy-${v.width}`}
              >
                {t('media.copy')}
              </Button>,
            ]}
          >
            <Typography.Text code copyable={false}>
              {v.url}
            </Typography.Text>
            {v.width ? <Tag style={{ marginLeft: 8 }}>{v.width}px</Tag> : null}
          </AntList.Item>
        )}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ altZhCn: row.altZhCn, altZhTw: row.altZhTw, altEn: row.altEn }}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="altZhCn" label={t('media.fields.altZhCn')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={200} aria-label={t('media.fields.altZhCn')} />
        </Form.Item>
        <Form.Item name="altZhTw" label={t('media.fields.altZhTw')}>
          <Input maxLength={200} aria-label={t('media.fields.altZhTw')} />
        </Form.Item>
        <Form.Item name="altEn" label={t('media.fields.altEn')}>
          <Input maxLength={200} aria-label={t('media.fields.altEn')} />
        </Form.Item>
        <Button type="primary" onClick={saveAlt}>
          {t('media.saveAlt')}
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('media.usage')}
      </Typography.Title>
      <AntList
        size="small"
        loading={usage.isLoading}
        locale={{ emptyText: t('media.unused') }}
        dataSource={usage.data ?? []}
        data-testid="media-usage"
        renderItem={(u) => (
          <AntList.Item>
            <Space>
              <Tag>
                {isKind(u.kind) ? t(`content.${u.kind}.title`) : u.kind === 'page' ? t('media.usagePage') : u.kind}
              </Tag>
              {isKind(u.kind) ? <a href={`/content/${u.kind}/edit/${u.id}`}>{u.title}</a> : u.title}
              <Typography.Text type="secondary">{brandLabel(u.platform)}</Typography.Text>
              <Tag color={u.state === 'draft' ? 'orange' : 'green'}>{t(`media.usageStates.${u.state}`)}</Tag>
            </Space>
          </AntList.Item>
        )}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 16 }} data-testid="delete-error" />}
      <Popconfirm title={t('media.removeConfirm')} onConfirm={remove} okText={t('media.remove')}>
        <Button danger style={{ marginTop: 16 }}>
          {t('media.remove')}
        </Button>
      </Popconfirm>
    </Drawer>
  );
};

/** The media library page. */
export const MediaPage = () => {
  const t = useTranslate();
  const client = useQueryClient();
  const [filter, setFilter] = useState<{ q: string; kind?: Kind; page: number; pageSize: number }>({
    q: '',
    page: 1,
    pageSize: 24,
  });
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [open, setOpen] = useState<MediaRow | null>(null);
  const list = useMediaList(filter);
  const refresh = () => client.invalidateQueries({ queryKey: ['media'] });
  const rows = list.data?.rows ?? [];
  return (
    <List title={t('media.title')}>
      <UploadPanel onUploaded={refresh} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('media.search')}
          aria-label={t('media.search')}
          onSearch={(q) => setFilter({ ...filter, q, page: 1 })}
          style={{ width: 280 }}
        />
        <Segmented
          value={filter.kind ?? 'all'}
          onChange={(value) => setFilter({ ...filter, kind: value === 'all' ? undefined : (value as Kind), page: 1 })}
          options={(['all', 'image', 'pdf'] as const).map((k) => ({ value: k, label: t(`media.kinds.${k}`) }))}
        />
        <Segmented
          value={view}
          onChange={(value) => setView(value as 'grid' | 'list')}
          options={(['grid', 'list'] as const).map((v) => ({ value: v, label: t(`media.views.${v}`) }))}
        />
      </Space>
      {list.error && <Alert type="error" showIcon message={(list.error as Error).message} />}
      {view === 'grid' ? (
        rows.length ? (
          <Grid rows={rows} onOpen={setOpen} />
        ) : (
          <Empty />
        )
      ) : (
        <Table
          rowKey="id"
          loading={list.isLoading}
          dataSource={rows}
          pagination={false}
          onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
          columns={[
            { title: '', key: 'thumb', width: 96, render: (_, row) => <Thumb row={row} size={56} /> },
            { title: t('media.fields.altZhCn'), dataIndex: 'altZhCn' },
            { title: t('media.fields.file'), dataIndex: 'originalName' },
            {
              title: t('media.fields.size'),
              key: 'size',
              render: (_, row) => (row.width ? `${row.width} × ${row.height}` : 'PDF'),
            },
            { title: t('media.fields.bytes'), key: 'bytes', render: (_, row) => sizeOf(row.bytes) },
            { title: t('media.fields.uploadedBy'), dataIndex: 'uploadedByName' },
            {
              title: t('media.fields.createdAt'),
              key: 'createdAt',
              render: (_, row) => dayjs(row.createdAt).format('YYYY-MM-DD HH:mm'),
            },
          ]}
        />
      )}
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        current={filter.page}
        pageSize={filter.pageSize}
        total={list.data?.total ?? 0}
        onChange={(page, pageSize) => setFilter({ ...filter, page, pageSize })}
        hideOnSinglePage
      />
      {open && (
        <Details
          key={open.id}
          row={open}
          onClose={() => setOpen(null)}
          onChanged={() => {
            refresh();
          }}
        />
      )}
    </List>
  );
};

/** A dialog to pick an image of the library (or upload one there): the rich-text editor's and the image fields'. */
export const MediaPicker = ({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (row: MediaRow) => void;
}) => {
  const t = useTranslate();
  const [filter, setFilter] = useState({ q: '', kind: 'image' as Kind, page: 1, pageSize: 18 });
  const list = useMediaList(filter);
  const client = useQueryClient();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={900} title={t('media.pickTitle')} destroyOnHidden>
      <UploadPanel
        imagesOnly
        onUploaded={(row) => {
          client.invalidateQueries({ queryKey: ['media'] });
          if (row.kind === 'image') onPick(row);
        }}
      />
      <Input.Search
        allowClear
        placeholder={t('media.search')}
        aria-label={t('media.search')}
        onSearch={(q) => setFilter({ ...filter, q, page: 1 })}
        style={{ width: 280, marginBottom: 12 }}
      />
      {list.data?.rows.length ? <Grid rows={list.data.rows} onOpen={onPick} /> : <Empty />}
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        current={filter.page}
        pageSize={filter.pageSize}
        total={list.data?.total ?? 0}
        onChange={(page) => setFilter({ ...filter, page })}
        hideOnSinglePage
      />
    </Modal>
  );
};

/** A path field of an image (a poster's picture, a cover, a logo): typed in, or picked from the library. */
export const ImagePathInput = ({
  id,
  value,
  onChange,
  label,
  maxLength,
}: {
  /** The form item's id (its label points at the text field). */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  label: string;
  maxLength?: number;
}) => {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={maxLength}
          aria-label={label}
        />
        <Button onClick={() => setOpen(true)}>{t('media.pick')}</Button>
      </Space.Compact>
      {value?.startsWith('/media/') && (
        <img src={value} alt="" style={{ maxHeight: 80, marginTop: 8, display: 'block' }} />
      )}
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        onPick={(row) => {
          onChange?.(row.url);
          setOpen(false);
        }}
      />
    </>
  );
};
