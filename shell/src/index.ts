/** Lets the browser paint and answer input between the big steps of the start (TBT on a phone). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the browser has painted the next frame (a task after that frame). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  // A page the shell's server rendered is ready to be seen: the browser paints it first, and
  // the app's start (React DOM, the page's code, hydration) follows.
  if (document.getElementById('root')?.firstElementChild) await afterNextPaint();
  // Async boundary: shared singletons are negotiated before any app code runs. The first
  // import brings the start-up chunk (every shared module the shell provides; it is compiled in
  // that task), React DOM, the biggest module, is evaluated in the next task, the app's modules
  // in the one after.
  await import('react');
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./app/bootstrap');
}

void start();
