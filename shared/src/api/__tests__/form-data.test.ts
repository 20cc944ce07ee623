import { addGalleryImages, toFormData, updateEvent, withOverridePut } from '@koris/shared/api';
import {
  HttpResponse,
  api as route,
  recordRequests,
  resetStores,
  server,
} from '@koris/shared/testing';

beforeEach(resetStores);

describe('toFormData (docs/product.md#validation)', () => {
  it('leaves out null, undefined and empty fields', () => {
    const form = toFormData({ title: 'Koncerts', description: null, footer: '', order: undefined });
    expect([...form.keys()]).toEqual(['title']);
  });

  it('sends booleans as "1"/"0" and numbers as text, keeping 0 and false', () => {
    const form = toFormData({ is_current: true, can_come_1: false, order: 0, age: 21 });
    expect(form.get('is_current')).toBe('1');
    expect(form.get('can_come_1')).toBe('0');
    expect(form.get('order')).toBe('0');
    expect(form.get('age')).toBe('21');
  });

  it('keeps whitespace-only and multi-line text as typed', () => {
    const form = toFormData({ description: 'Rinda 1\nRinda 2' });
    expect(form.get('description')).toBe('Rinda 1\nRinda 2');
  });

  it('sends arrays as name[0..n], numbered without gaps', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.jpg', { type: 'image/jpeg' });
    const form = toFormData({ images: [a, null, b] });
    expect([...form.keys()]).toEqual(['images[0]', 'images[1]']);
    expect((form.get('images[0]') as File).name).toBe('a.png');
    expect((form.get('images[1]') as File).name).toBe('b.jpg');
  });

  it('sends files as files', () => {
    const image = new File(['x'], 'kora-foto.jpeg', { type: 'image/jpeg' });
    const form = toFormData({ image });
    expect(form.get('image')).toBeInstanceOf(File);
    expect((form.get('image') as File).name).toBe('kora-foto.jpeg');
  });

  it('withOverridePut adds one _method=put', () => {
    const form = withOverridePut(withOverridePut(toFormData({ title: 'X' })));
    expect(form.getAll('_method')).toEqual(['put']);
  });
});

describe('multipart calls', () => {
  it('an update is a POST with override put and only the filled fields', async () => {
    const requests = recordRequests();
    server.use(route.post('/events/7', () => HttpResponse.json({ id: 7 })));
    await updateEvent(7, { title: 'Jaunais', description: '', footer: null, is_current: false });
    const form = (await requests.settled(), requests[0]!.form!);
    expect(requests[0]!.method).toBe('POST');
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Jaunais',
      is_current: '0',
      _method: 'put',
    });
  });

  it('an event update sends its when and where even when empty: that clears them', async () => {
    const requests = recordRequests();
    server.use(route.post('/events/7', () => HttpResponse.json({ id: 7 })));
    await updateEvent(7, {
      title: 'Jaunais',
      is_current: true,
      starts_at: '',
      venue: '',
      address: null,
      publish_at: '',
    });
    const form = (await requests.settled(), requests[0]!.form!);
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Jaunais',
      is_current: '1',
      _method: 'put',
      starts_at: '',
      venue: '',
      publish_at: '',
    });
  });

  it('adding gallery images sends images[0..n]', async () => {
    const requests = recordRequests();
    server.use(route.post('/galleries/4', () => HttpResponse.json({ id: 4 })));
    const files = ['1.png', '2.jpg', '3.jpeg'].map(
      (n) => new File(['x'], n, { type: 'image/png' }),
    );
    await addGalleryImages(4, files);
    const form = (await requests.settled(), requests[0]!.form!);
    expect([...form.keys()]).toEqual(['images[0]', 'images[1]', 'images[2]']);
  });
});
