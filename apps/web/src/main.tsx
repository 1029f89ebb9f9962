import '@fontsource-variable/public-sans/wght.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { pagesSearchProvider } from './app/navigation/pages-search-provider.ts';
import { startSession } from './app/session-lifecycle.ts';
import { registerSearchProvider } from './shared/search/search-registry.ts';

registerSearchProvider(pagesSearchProvider);
startSession();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
