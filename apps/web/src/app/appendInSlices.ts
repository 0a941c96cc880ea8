/** The browser's next task: a message to ourselves, which background tabs do not throttle as timers. */
function nextTask(run: () => void) {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs `start` with `parent.appendChild` held back: the nodes it appends are appended afterwards, in
 * order, `perTask` of them in each task of their own.
 *
 * For a screen's preload: Vite's preload helper appends one `<link>` per file the screen needs (about
 * 50 for /m/login) in one go, and each append starts a request. On a phone (and on this 2-core
 * machine, measured with Lighthouse) that made one task of 160 ms on the main thread, most of it
 * waiting for the CPU that the requests' own work was using. In slices of six the longest task was
 * still 26-32 ms in Lighthouse's traces of /m/login (4-5 ms a link; each such task counts as blocking
 * time once slowed four times), so the slices are of three: half the browser's six connections per
 * host on HTTP/1.1, the next three a task later, and the same requests in the same order. The helper
 * waits for stylesheets' `load`, which then comes a few tasks later.
 */
export function appendInSlices(parent: Node, start: () => void, perTask = 3): void {
  const held: Node[] = [];
  const append = parent.appendChild;
  parent.appendChild = function hold<T extends Node>(node: T): T {
    held.push(node);
    return node;
  };
  try {
    start();
  } finally {
    parent.appendChild = append;
    const slice = () => {
      for (const node of held.splice(0, perTask)) append.call(parent, node);
      if (held.length) nextTask(slice);
    };
    slice();
  }
}
