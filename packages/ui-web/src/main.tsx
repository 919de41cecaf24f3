import '@tripx/ui-kit/styles.css';
import '@tripx/ui-flow/styles.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { buildContainer, storesOf } from './app/container';
import { TOKENS } from './app/app.tokens';
import { flowViewOf } from './app/flow-view';
import { StoresContext } from './app/stores-context';
import { openingQuote } from './features/resume-quote/store/resume-quote.store';
import { metaFrameOrigin } from '@tripx/ui-flow';
import { FlowViewContext } from '@tripx/ui-flow/views';

const frameOrigin = metaFrameOrigin(document) ?? import.meta.env['VITE_CARD_FRAME_ORIGIN'];
const container = buildContainer({
  window,
  ...(frameOrigin ? { cardFrameOrigin: String(frameOrigin) } : {}),
});

/** The app, once the tab holds its quote: a saved quote's link reopens it, a new tab takes the session's. */
const render = () => {
  const stores = storesOf(container);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <StoresContext.Provider value={stores}>
        <FlowViewContext.Provider value={flowViewOf(stores)}>
          <I18nextProvider i18n={stores.i18n}>
            <RouterProvider router={container.get<DataRouter>(TOKENS.router)} />
          </I18nextProvider>
        </FlowViewContext.Provider>
      </StoresContext.Provider>
    </StrictMode>,
  );
};

void openingQuote(
  new URL(window.location.href),
  container.get(TOKENS.slices),
  container.get(TOKENS.quoteProgressService),
).finally(render);
