import { useRef } from 'react';
import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

/**
 * A button that opens the file chooser and hands over the file picked; the same file can be picked again
 * (after fixing it). The hidden input carries `testId` so tests can hand it a file.
 */
export function FilePickButton({
  label,
  accept,
  testId,
  onFile,
}: {
  label: string;
  accept: string;
  testId?: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
