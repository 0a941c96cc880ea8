import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppServicesInTurns, createBrowserParts } from './app/services/appServices';
import { resolveLocaleTag } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { createAppQueryClient } from './shared/data/queryClient';
import { withStartupCache } from './shared/data/startupCache';
import { withStartupPrefetch } from './shared/data/startupPrefetch';
import { watchNativeBackButton } from './platform/nativeBack';
import { registerServiceWorker } from './platform/serviceWorker';
import { resilientStorage } from './platform/storage';
import { recordFirstVisit } from './routing/firstVisit';
import { nextTask } from './shared/nextTask';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(root: HTMLElement) {
  await nextTask();
  // Spec §2: the first-visited address and time, kept for 600 s.
  recordFirstVisit(
    resilientStorage(() => window.localStorage),
    window.location.href,
    Date.now(),
  );

  // Created and started once, outside React, so StrictMode's double effects never restart the machines.
  // The start-up loads (spec §4) are written into the query cache the screens read, so none loads twice,
  // and are requested together (a task each) as the services are created (the session takes the
  // answers in its order).
  const queryClient = createAppQueryClient();
  const services = await createAppServicesInTurns(({ onUnauthorized, onError, fileHost }) => {
    const parts = createBrowserParts(onUnauthorized, onError, fileHost);
    // Each start-up request is sent in a task of its own, beside the steps' tasks.
    const inTurn = (send: () => void) => void nextTask().then(send);
    // And each answer reaches the session a task after it asks, so its steps are a task each.
    const handOut = <T,>(answer: Promise<T>) =>
      answer.then(async (value) => {
        await nextTask();
        return value;
      });
    const api = withStartupPrefetch(parts.api, Date.now, inTurn, handOut);
    return { ...parts, api: withStartupCache(api, queryClient) };
  }, nextTask);
  await nextTask();
  services.start();
  // The device's language's messages (AppIntl waits for them before any text renders): their chunk is
  // fetched now, beside the start-up requests, rather than after the first render and the first screen's
  // chunks. AppIntl's own load then gets the same module.
  loadMessages(resolveLocaleTag(services.session.getSnapshot().context.lang)).catch(() => {});
  watchNativeBackButton(window);
  // The installable app: the shell and this build's files kept for offline starts (never /api),
  // registered seconds after load so that storing them does not slow this start.
  registerServiceWorker(window);
  await nextTask();

  // The first render (providers and the frame the HTML already shows) as a transition: React renders it
  // in slices that yield to the browser instead of one long task, and the painted frame stays meanwhile.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App services={services} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// Started from a microtask, after the entry's evaluation: none of the start-up (its timers, requests)
// runs with the entry file's top-level code on the stack. A tool that records stack traces (Lighthouse,
// DevTools) would otherwise reparse the whole file to find that code's source positions.
queueMicrotask(() => void start(root));
