/** Helpers of the services tests (not a test file: node --test runs only `*.test.*`). */
import net from 'node:net';

/** True when nothing accepts connections on 127.0.0.1:`port`. */
export function portClosed(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Polls `check` until true or `timeoutMs` passes; resolves its last answer. */
export async function eventually(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await check();
    if (ok || Date.now() > deadline) return ok;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
