import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/router';
import { getToken } from './shared/storage';
import './index.css';

preloadFirstScreen(window.location, Boolean(getToken()));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
