import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/shared/navigation.ts';
import { routes } from './routes/route-table.tsx';

export const router = createBrowserRouter(routes);
setNavigator((path) => router.navigate(path));
