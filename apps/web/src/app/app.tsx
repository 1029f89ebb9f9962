import { RouterProvider } from 'react-router/dom';
import '@/shared/i18n/i18n.ts';
import '@/shared/ui/plain/plain.css';
import { router } from './router.ts';

export function App() {
  return <RouterProvider router={router} />;
}
