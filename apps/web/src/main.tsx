import '@fontsource/public-sans/300.css';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
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
