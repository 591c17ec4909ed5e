import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './lib/i18n';
import { App } from './app/app';
import './styles/global.css';
import { applyDesignTokens } from './styles/design-tokens';

applyDesignTokens();

// The first paint is already in the reader's language, not English switching over.
void startLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
