import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

export function BlankLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
