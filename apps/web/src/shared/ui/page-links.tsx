import Pagination from '@mui/material/Pagination';

/** Numbered page links under a list paged by the server, `mt` units below it; none when one page holds all. */
export function PageLinks({
  pages,
  page,
  onChange,
  mt,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  mt?: number;
}) {
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={page}
      onChange={(_e, value) => onChange(value)}
      size="small"
      sx={{ mt, display: 'flex', justifyContent: 'center' }}
    />
  );
}
