import fs from 'node:fs';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/plugins/external/db';
import {
  bearer,
  imagePart,
  pngImage,
  type TestApp,
  uploadPath,
  withStaffApp,
  sendForm,
} from '../../helper';

describe('conductors, achievements, settings, history, videos', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  const post = (url: string, record: Record<string, string>, image?: Buffer) =>
    sendForm(t.app, { url, token }, record, image && imagePart(image));

  describe('conductors', () => {
    it('creates current and old conductors, lists them by order, updates and deletes', async () => {
      const a = await post(
        '/api/conductors',
        {
          title: 'Laura<br>Ozola',
          position: 'Diriģente',
          eng_position: 'Conductor',
          description: 'Apraksts',
          eng_text: 'Text',
          year_from: '2012',
          year_to: '',
          order: '2',
          is_current: '1',
        },
        await pngImage(),
      );
      expect(a.statusCode).toBe(201);
      expect(a.json()).toMatchObject({
        title: 'Laura<br>Ozola',
        position: 'Diriģente',
        eng_position: 'Conductor',
        year_from: '2012',
        year_to: '',
        order: 2,
        is_current: 1,
      });
      expect(a.json().image.thumb).toMatch(/-120\.webp$/);
      const b = await post('/api/conductors', { title: 'B', order: '1', is_current: 'true' });
      const old = await post('/api/conductors', {
        title: 'Vecais',
        year_from: '1925',
        year_to: '1940',
      });
      expect(old.json().is_current).toBe(0);

      const current = (await t.app.inject('/api/conductors/current')).json<{ title: string }[]>();
      expect(current.map((c) => c.title)).toEqual(['B', 'Laura<br>Ozola']);
      const olds = (await t.app.inject('/api/conductors/old')).json<{ title: string }[]>();
      expect(olds.map((c) => c.title)).toEqual(['Vecais']);

      const updated = await post(`/api/conductors/${b.json().id}`, {
        _method: 'put',
        is_current: '0',
        eng_text: 'New',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ title: 'B', is_current: 0, eng_text: 'New' });

      const imageUrl = a.json().image_url as string;
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/conductors/${a.json().id}`,
        headers: bearer(token),
      });
      expect(deleted.json()).toEqual({
        message: 'Conductor deleted',
        trash_id: expect.any(Number),
      });
      // In the trash, so its image stays until the trash is purged.
      expect(fs.existsSync(uploadPath(t.dataDir, imageUrl))).toBe(true);
      expect((await t.app.inject('/api/conductors/current')).json()).toEqual([]);
    });
  });

  describe('achievements', () => {
    it('creates (multipart), lists by order, updates with JSON PUT and deletes', async () => {
      const first = await post('/api/achievements', {
        text: 'Zelts',
        eng_text: 'Gold',
        order: '2',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        text: 'Zelts',
        eng_text: 'Gold',
        order: 2,
      });
      const second = await post('/api/achievements', { text: 'Sudrabs', order: '1' });
      expect(second.json().eng_text).toBeNull();
      expect(
        (await t.app.inject('/api/achievements')).json<{ text: string }[]>().map((a) => a.text),
      ).toEqual(['Sudrabs', 'Zelts']);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/achievements/${second.json().id}`,
        payload: { eng_text: 'Silver', order: 3 },
        headers: bearer(token),
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ text: 'Sudrabs', eng_text: 'Silver', order: 3 });
      const missing = await post('/api/achievements', { eng_text: 'only English' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.text).toBeDefined();
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/achievements/${first.json().id}`,
        headers: bearer(token),
      });
      expect(del.json()).toEqual({ message: 'Achievement deleted', trash_id: expect.any(Number) });
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/achievements/${first.json().id}`,
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('system settings', () => {
    it('has every setting of docs/product.md#entities plus admission_open, by name and as a list', async () => {
      const all = (await t.app.inject('/api/system-settings')).json<
        { id: number; name: string; value: string }[]
      >();
      // By page: the about and history texts, the footer in both languages, the form's switch.
      const names = [
        ['about_us_right', 'about_us_text_center', 'eng_about_us_right', 'eng_about_us'],
        ['history_text_center', 'history_text_strong', 'history_text_left', 'history_text_right'],
        ['footer_contact_1', 'footer_contact_2', 'footer_description'],
        ['eng_footer_contact_1', 'eng_footer_contact_2', 'eng_footer_description'],
        ['admission_open'],
      ].flat();
      expect(all.map((s) => s.name)).toEqual(expect.arrayContaining(names));
      expect(all.every((s) => s.value.length > 0)).toBe(true);
      const one = await t.app.inject('/api/system-setting/get-by-name/footer_contact_2');
      expect(one.statusCode).toBe(200);
      expect(Object.keys(one.json()).sort()).toEqual(['id', 'name', 'value']);
      expect(one.json().value).toContain('@');
      const unknown = await t.app.inject('/api/system-setting/get-by-name/nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Setting not found' });
    });

    /** As the staff member: a JSON PUT of `payload` to the setting `id`. */
    const putSetting = (id: number, payload: { value?: string }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/system-setting/${id}`,
        payload,
        headers: bearer(token),
      });

    it('updates a value with JSON PUT (multi-line, empty allowed) and normalises admission_open', async () => {
      const setting = (await t.app.inject('/api/system-setting/get-by-name/about_us_right')).json();
      const res = await putSetting(setting.id, { value: 'Rinda 1\nRinda 2' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: setting.id,
        name: 'about_us_right',
        value: 'Rinda 1\nRinda 2',
      });
      expect(
        (await t.app.inject('/api/system-setting/get-by-name/about_us_right')).json().value,
      ).toBe('Rinda 1\nRinda 2');
      const empty = await putSetting(setting.id, { value: '' });
      expect(empty.json().value).toBe('');
      const missing = await putSetting(setting.id, {});
      expect(missing.statusCode).toBe(422);

      const admission = (
        await t.app.inject('/api/system-setting/get-by-name/admission_open')
      ).json();
      const off = await putSetting(admission.id, { value: 'false' });
      expect(off.json().value).toBe('0');
      const bad = await putSetting(admission.id, { value: 'maybe' });
      expect(bad.statusCode).toBe(422);
      const unknown = await putSetting(99999, { value: 'x' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('history events and videos', () => {
    it('lists history events by id with images and videos by id', async () => {
      await t.app.repos.history.create({ description: 'Otrais', decoration: 'circle' }, null);
      await t.app.repos.history.create({ description: 'Trešais', decoration: 'scatter' }, null);
      await t.app.repos.videos.create({
        title: 'V1',
        source: 'https://www.youtube-nocookie.com/embed/a',
      });
      await t.app.repos.videos.create({
        title: 'V2',
        source: 'https://www.youtube-nocookie.com/embed/b',
      });
      const history = (await t.app.inject('/api/history-events')).json();
      expect(history).toEqual([
        {
          id: expect.any(Number),
          image_url: null,
          image: null,
          description: 'Otrais',
          decoration: 'circle',
        },
        {
          id: expect.any(Number),
          image_url: null,
          image: null,
          description: 'Trešais',
          decoration: 'scatter',
        },
      ]);
      const videos = (await t.app.inject('/api/videos')).json();
      expect(videos).toEqual([
        { id: expect.any(Number), title: 'V1', source: 'https://www.youtube-nocookie.com/embed/a' },
        { id: expect.any(Number), title: 'V2', source: 'https://www.youtube-nocookie.com/embed/b' },
      ]);
    });
  });

  it('cached public lists see writes at once', async () => {
    const before = (await t.app.inject('/api/achievements')).json<unknown[]>().length;
    await post('/api/achievements', { text: 'Jauns' });
    expect((await t.app.inject('/api/achievements')).json<unknown[]>()).toHaveLength(before + 1);
    // A write through another connection (another instance, the CLI) also invalidates.
    const other = openDatabase(loadConfig(t.env));
    await other.run(
      other.kysely.insertInto('achievements').values({
        text: 'Ārējs',
        eng_text: null,
        order: 99,
        created_at: 'x',
        updated_at: 'x',
      }),
    );
    await other.close();
    await new Promise((r) => setTimeout(r, 400));
    expect((await t.app.inject('/api/achievements')).json<unknown[]>()).toHaveLength(before + 2);
  });
});
