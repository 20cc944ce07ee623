/** Lets the browser paint and answer input between the big steps of the start (TBT on a phone). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Async boundary: shared singletons are negotiated before any app code runs. React DOM, the
  // biggest module, is evaluated in a task of its own, the app's modules in the next one.
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./app/bootstrap');
}

void start();
