import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage } from './lib/i18n';
import { App } from './app/app';
import './styles/global.css';

applyDocumentLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
