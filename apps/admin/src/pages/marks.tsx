import { DateField, List, useTable } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { MARK_UPLOAD_MAX_MB, MARK_UPLOAD_PART_BYTES, type MarkImportRow, markImportRow } from '@site/contracts/admin';
import { App, Card, Descriptions, Empty, Progress, Space, Table, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { API, ApiError, apiCall } from '../providers/api.ts';
import { refusalText } from './marks-reasons.ts';

/**
 * 商标库导入 (issue 26 section 4): upload a registry file in parts, follow its import (progress, counts, refused lines)
 * and every office's coverage. Admins and the compliance team (MARK_IMPORTERS); the gateway checks the role.
 */

interface Coverage {
  office: string;
  marks: number;
  newestFiled: string | null;
  lastImport: string | null;
}

const STATUS_COLORS: Record<MarkImportRow['status'], string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** Sends the file in parts (each request well inside the server's time limit); the import's row. */
async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<MarkImportRow> {
  const upload = crypto.randomUUID();
  let offset = 0;
  for (;;) {
    const part = file.slice(offset, offset + MARK_UPLOAD_PART_BYTES);
    const last = offset + part.size >= file.size;
    const query = new URLSearchParams({ name: file.name, upload, offset: String(offset), last: String(last) });
    const res = await fetch(`${API}/marks/imports?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream' },
      body: part,
    });
    const json = (await res.json().catch(() => null)) as { msg?: string; data?: unknown } | null;
    if (!res.ok) throw new ApiError(res.status, json?.msg ?? res.statusText);
    offset += part.size;
    onProgress(file.size ? Math.round((offset / file.size) * 100) : 100);
    if (last) return markImportRow.parse(json?.data);
  }
}

export const MarkImportPage = () => {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [coverage, setCoverage] = useState<Coverage[] | null>(null);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const { tableProps, tableQuery } = useTable<MarkImportRow>({
    resource: 'marks/imports',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    // A running import is followed every two seconds.
    queryOptions: {
      refetchInterval: (query) =>
        (query.state.data?.data ?? []).some((row) => row.status === 'running') ? 2000 : false,
    },
  });
  const updatedAt = tableQuery.dataUpdatedAt;
  // The coverage changes with the imports: read again whenever the list is.
  useEffect(() => {
    if (updatedAt === 0) return;
    apiCall<{ coverage: Coverage[] }>('/marks/imports?pageSize=1')
      .then((data) => setCoverage(data.coverage))
      .catch(() => setCoverage([]));
  }, [updatedAt]);

  return (
    <List title={t('marks.title')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('marks.intro')}
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,.xml"
          multiple={false}
          showUploadList={false}
          disabled={sending !== null}
          customRequest={async ({ file, onSuccess, onError }) => {
            const picked = file as File;
            setSending({ name: picked.name, percent: 0 });
            try {
              const row = await uploadFile(picked, (percent) => setSending({ name: picked.name, percent }));
              message.success(t('marks.started', { name: row.origin }));
              onSuccess?.(row);
            } catch (error) {
              message.error(error instanceof Error ? error.message : String(error));
              onError?.(error as Error);
            } finally {
              setSending(null);
              await invalidate({ resource: 'marks/imports', invalidates: ['list'] });
            }
          }}
          data-testid="marks-upload"
        >
          <p style={{ fontSize: 16, margin: '8px 0' }}>{t('marks.drop')}</p>
          <p style={{ color: '#888', margin: 0 }}>{t('marks.dropHint', { max: MARK_UPLOAD_MAX_MB })}</p>
          {sending && (
            <div style={{ maxWidth: 420, margin: '12px auto 0' }}>
              {t('marks.uploading', { name: sending.name })}
              <Progress percent={sending.percent} size="small" />
            </div>
          )}
        </Upload.Dragger>

        <Card size="small" title={t('marks.coverage')}>
          {coverage && coverage.length === 0 ? (
            <Empty description={t('marks.coverageEmpty')} />
          ) : (
            <Table<Coverage>
              dataSource={coverage ?? []}
              loading={coverage === null}
              rowKey="office"
              size="small"
              pagination={false}
            >
              <Table.Column dataIndex="office" title={t('marks.office')} width={100} />
              <Table.Column
                dataIndex="marks"
                title={t('marks.marks')}
                render={(v: number) => v.toLocaleString('zh-CN')}
              />
              <Table.Column dataIndex="newestFiled" title={t('marks.newestFiled')} />
              <Table.Column
                dataIndex="lastImport"
                title={t('marks.lastImport')}
                render={(v: string | null) => (v ? <DateField value={v} format="YYYY-MM-DD HH:mm" /> : '—')}
              />
            </Table>
          )}
        </Card>

        <Card size="small" title={t('marks.history')}>
          <Table<MarkImportRow>
            {...tableProps}
            rowKey="id"
            size="small"
            scroll={{ x: 1000 }}
            expandable={{
              rowExpandable: (row) => (row.counts?.bad ?? 0) > 0 || row.error !== null,
              expandedRowRender: (row) => <RefusedRows row={row} />,
            }}
          >
            <Table.Column<MarkImportRow>
              dataIndex="startedAt"
              title={t('marks.fields.startedAt')}
              width={150}
              render={(v: string) => <DateField value={v} format="YYYY-MM-DD HH:mm:ss" />}
            />
            <Table.Column<MarkImportRow>
              dataIndex="origin"
              title={t('marks.fields.origin')}
              ellipsis
              render={(v: string, row) => (row.office ? `${row.office} · ${v}` : v)}
            />
            <Table.Column<MarkImportRow>
              dataIndex="trigger"
              title={t('marks.fields.trigger')}
              width={90}
              render={(v: string) => t(`marks.triggers.${v}`, v)}
            />
            <Table.Column<MarkImportRow>
              dataIndex="startedBy"
              title={t('marks.fields.startedBy')}
              width={110}
              render={(v: string | null) => v ?? '—'}
            />
            <Table.Column<MarkImportRow>
              dataIndex="status"
              title={t('marks.fields.status')}
              width={90}
              render={(v: MarkImportRow['status']) => <Tag color={STATUS_COLORS[v]}>{t(`marks.statuses.${v}`)}</Tag>}
            />
            <Table.Column<MarkImportRow>
              key="progress"
              title={t('marks.fields.counts')}
              render={(_: unknown, row) => <ImportOutcome row={row} />}
            />
          </Table>
        </Card>
      </Space>
    </List>
  );
};

const ImportOutcome = ({ row }: { row: MarkImportRow }) => {
  const t = useTranslate();
  const c = row.counts;
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }}>
      {row.status === 'running' && (
        <Progress
          percent={row.progress?.size ? Math.floor((row.progress.bytes / row.progress.size) * 100) : 0}
          size="small"
          status="active"
        />
      )}
      {c && (
        <span>
          {t('marks.counts', {
            read: c.read ?? 0,
            inserted: c.inserted ?? 0,
            updated: c.updated ?? 0,
            unchanged: c.unchanged ?? 0,
            bad: c.bad ?? 0,
          })}
          {(c.skipped ?? 0) > 0 && t('marks.skipped', { skipped: c.skipped })}
          {row.status !== 'running' && c.seconds !== undefined && `；${t('marks.seconds', { seconds: c.seconds })}`}
        </span>
      )}
      {row.error && <Typography.Text type="danger">{row.error}</Typography.Text>}
    </Space>
  );
};

const RefusedRows = ({ row }: { row: MarkImportRow }) => {
  const t = useTranslate();
  const refused = row.refused ?? [];
  if (refused.length === 0) return <Typography.Text type="secondary">{t('marks.noRefused')}</Typography.Text>;
  const bad = row.counts?.bad ?? refused.length;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={bad > refused.length ? t('marks.refusedMore', { bad, shown: refused.length }) : undefined}
    >
      {refused.map((r) => (
        <Descriptions.Item key={`${r.file}:${r.line}`} label={t('marks.refusedLine', { line: r.line })}>
          {refusalText(r, t)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
};
