/**
 * An outsider's multipart attack, over a real socket: FIELDS fields of FIELD_BYTES each, sent to
 * an anonymous form (the bounded-bodies test and bench/bodies.ts).
 */
import net from 'node:net';

export const FIELDS = 40;
export const FIELD_BYTES = 1_000_000;

/** A multipart body of FIELDS fields of FIELD_BYTES each, written piece by piece. */
export function hugeForm(names: string[]) {
  const boundary = '----korisAttack0123456789';
  const value = Buffer.alloc(FIELD_BYTES, 'a');
  const pieces: Buffer[] = [];
  for (let i = 0; i < FIELDS; i++) {
    const name = names[i] ?? `field${i}`;
    pieces.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return { pieces, length, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Attack {
  status: number;
  body: string;
  /** Bytes of the body written when the answer arrived. */
  sentBeforeAnswer: number;
  length: number;
  /** From the connection to the answer's first byte. */
  ms: number;
  /** The connection was reset while the client was still sending. */
  reset: boolean;
}

/**
 * One anonymous POST of the huge form on its own connection: the body is written in pieces,
 * each once the socket has taken the previous one, and writing stops when the answer arrives
 * (`sendAll`: goes on to the last byte, as a careless attacker would), or with `stopAfter` once
 * that many bytes were written, to see whether the server answers without the rest. Resolves
 * when the answer is whole (and, with `sendAll`, the body written).
 */
export function attack(
  port: number,
  path: string,
  names: string[],
  {
    stopAfter = Infinity,
    sendAll = false,
    timeoutMs = 20_000,
  }: { stopAfter?: number; sendAll?: boolean; timeoutMs?: number } = {},
) {
  const form = hugeForm(names);
  return new Promise<Attack>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let answer = Buffer.alloc(0);
    let answered: { status: number; sentBeforeAnswer: number; ms: number } | null = null;
    let reset = false;
    let written = !sendAll;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${path}: no whole answer in time (${sent} of ${form.length} bytes sent)`));
    }, timeoutMs);
    const finish = () => {
      const text = answer.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1);
      if (!answered || end < 0 || text.length < end + 4 + length || !written) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        status: answered.status,
        body: text.slice(end + 4, end + 4 + length),
        sentBeforeAnswer: answered.sentBeforeAnswer,
        length: form.length,
        ms: answered.ms,
        reset,
      });
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      if (!answered) {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer.toString('latin1'))?.[1];
        if (status)
          answered = { status: Number(status), sentBeforeAnswer: sent, ms: Date.now() - started };
      }
      finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => {
      if (!finish()) {
        clearTimeout(timer);
        reject(new Error(`${path}: closed without a whole answer (reset: ${reset})`));
      }
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${form.contentType}\r\n` +
        `Content-Length: ${form.length}\r\n\r\n`,
    );
    const pieces = form.pieces.values();
    const more = () => {
      while ((sendAll || !answered) && !socket.destroyed && sent < stopAfter) {
        const next = pieces.next();
        if (next.done) {
          written = true;
          finish();
          return;
        }
        const piece = next.value.subarray(0, Math.min(next.value.length, stopAfter - sent));
        sent += piece.length;
        if (!socket.write(piece)) {
          socket.once('drain', more);
          return;
        }
      }
    };
    more();
  });
}
