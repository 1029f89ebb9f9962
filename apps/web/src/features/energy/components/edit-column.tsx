import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';

/** A grid's last column: each row's edit button. */
export const editColumn = <Row extends object>(
  label: string,
  onEdit: (row: Row) => void,
): GridColDef<Row> => ({
  field: 'actions',
  headerName: '',
  width: 110,
  sortable: false,
  renderCell: ({ row }) => (
    <Button size="small" onClick={() => onEdit(row)}>
      {label}
    </Button>
  ),
});
