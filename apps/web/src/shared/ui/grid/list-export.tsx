import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { download } from '@/shared/files/download.ts';

export type ExportKind = 'csv' | 'xlsx';

/**
 * A server list's export: the file of `path` (the list's export route) for the list's query without its
 * page, named `name.csv` or `name.xlsx`; `error` holds a failed export's error until the next one.
 */
export function useListExport(path: string, name: string, query: Record<string, unknown>) {
  const [error, setError] = useState<unknown>(null);
  const exportAs = (kind: ExportKind) => {
    setError(null);
    const { page: _page, page_size: _size, ...criteria } = query;
    const params = new URLSearchParams(cleanQuery({ ...criteria, format: kind }) as Record<string, string>);
    download(`${path}?${params}`, `${name}.${kind}`).catch(setError);
  };
  return { error, exportAs };
}

/** The CSV and XLSX buttons above a list, right-aligned. */
export function ExportButtons({
  onExport,
  label,
  disabled,
}: {
  onExport: (kind: ExportKind) => void;
  label: (kind: ExportKind) => string;
  disabled: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, justifyContent: 'flex-end' }}>
      {(['csv', 'xlsx'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => onExport(kind)}
          disabled={disabled}
        >
          {label(kind)}
        </Button>
      ))}
    </Stack>
  );
}
