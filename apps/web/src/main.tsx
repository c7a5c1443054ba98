import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './lib/i18n';
import './styles/global.css';
import App from './app/App';

// The first navigation (guards, user info, page chunk) shows the same progress bar.
NProgress.configure({ showSpinner: false });
NProgress.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
