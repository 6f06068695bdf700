// The operator console's own entry (console.html): nothing here is in the player's bundle.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@refinedev/antd/dist/reset.css';
import { currentLocale } from '../lib/locale';
import { ConsoleApp } from './console-app';
import { initConsoleI18n } from './i18n';
import './console.css';

async function start() {
  const locale = currentLocale();
  const antdLocale = await initConsoleI18n(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <ConsoleApp antdLocale={antdLocale} />
    </StrictMode>,
  );
}

void start();
