/**
 * jsdom (and msw's interception of it) sends an XMLHttpRequest body in one piece: no upload
 * progress event comes before the answer. This XMLHttpRequest reports part of the body first
 * (`partial` bytes of it) and can be held there, so a test sees a bar half full; the request
 * itself goes out through `fetch`, so the msw server answers it like any other.
 */
export interface SteppedUploads {
  /** The requests sent through XMLHttpRequest, in order (method and address). */
  sent: { method: string; url: string }[];
  /** Holds every upload after its partial progress; call the returned function to go on. */
  hold: () => () => void;
}

let original: typeof XMLHttpRequest | undefined;

/** Puts the platform's XMLHttpRequest back (the kit's setup does, after every test). */
export function restoreUploads(): void {
  if (original) window.XMLHttpRequest = original;
  original = undefined;
}

export function installSteppedUploads({
  partial = (total: number) => Math.floor(total / 2),
}: { partial?: (total: number) => number } = {}): SteppedUploads {
  const sent: SteppedUploads['sent'] = [];
  let gate: Promise<void> | null = null;

  class SteppedXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    statusText = '';
    response: Blob | null = null;
    responseType = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private aborted = false;
    private readonly requestHeaders = new Headers();
    private responseHeaders = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders.set(name, value);
    }
    getAllResponseHeaders() {
      return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: Blob | null) {
      void this.run(body);
    }
    private async run(body: Blob | null) {
      const total = body?.size ?? 0;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      await Promise.resolve();
      progress(partial(total));
      if (gate) await gate;
      if (this.aborted) return;
      sent.push({ method: this.method, url: this.url });
      let response: Response;
      try {
        response = await fetch(
          new Request(this.url, { method: this.method, headers: this.requestHeaders, body }),
        );
      } catch {
        this.onerror?.();
        return;
      }
      progress(total);
      this.status = response.status;
      this.statusText = response.statusText;
      this.responseHeaders = response.headers;
      this.response = await response.blob();
      this.onload?.();
    }
  }

  original ??= window.XMLHttpRequest;
  window.XMLHttpRequest = SteppedXMLHttpRequest as unknown as typeof XMLHttpRequest;

  return {
    sent,
    hold() {
      let release: () => void = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}
