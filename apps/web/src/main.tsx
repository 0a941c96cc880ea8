import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppServices } from './app/services/appServices';
import { watchNativeBackButton } from './platform/nativeBack';
import { registerServiceWorker } from './platform/serviceWorker';
import { resilientStorage } from './platform/storage';
import { recordFirstVisit } from './routing/firstVisit';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Spec §2: the first-visited address and time, kept for 600 s.
recordFirstVisit(
  resilientStorage(() => window.localStorage),
  window.location.href,
  Date.now(),
);

// Created and started once, outside React, so StrictMode's double effects never restart the machines.
const services = createAppServices();
services.start();
watchNativeBackButton(window);
// The installable app: the shell and this build's files kept for offline starts (never /api).
registerServiceWorker(window);

createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
