import { DEFAULT_TRUST_PROXY, trustProxySetting } from '../src/trust-proxy';
import { API_BODY_LIMIT_BYTES, apiBodyBounds, boundOf } from '../src/body-bounds';

describe('trustProxySetting', () => {
  it('reads TRUST_PROXY: unset is loopback, true and false are themselves, else addresses', () => {
    expect(trustProxySetting(undefined)).toBe(DEFAULT_TRUST_PROXY);
    expect(DEFAULT_TRUST_PROXY).toBe('127.0.0.1,::1');
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('10.0.0.2,10.0.0.3')).toBe('10.0.0.2,10.0.0.3');
  });
});

describe('apiBodyBounds', () => {
  it('is the API’s body limit, and its largest upload for multipart', () => {
    const bounds = apiBodyBounds({});
    expect(bounds.body).toBe(API_BODY_LIMIT_BYTES);
    expect(bounds.multipart).toBe(8 * 1024 * 1024 * 50 + 1024 * 1024);
    const small = apiBodyBounds({ MAX_IMAGE_BYTES: '1000', MAX_IMAGES_PER_REQUEST: '2' });
    expect(small.multipart).toBe(2000 + 1024 * 1024);
    expect(apiBodyBounds({ MAX_IMAGE_BYTES: 'x' }).multipart).toBe(bounds.multipart);
  });

  it('bounds a request by its Content-Type', () => {
    const bounds = apiBodyBounds({});
    expect(boundOf(bounds, 'multipart/form-data; boundary=x')).toBe(bounds.multipart);
    expect(boundOf(bounds, 'application/json')).toBe(bounds.body);
    expect(boundOf(bounds, undefined)).toBe(bounds.body);
  });
});
