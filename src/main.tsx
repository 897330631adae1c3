import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');

// Rendered in a transition: React then yields to the browser every few milliseconds while it
// renders the first screen (and again when the route's code and data let it resume), instead of
// blocking the main thread for the whole shell and page in one task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
