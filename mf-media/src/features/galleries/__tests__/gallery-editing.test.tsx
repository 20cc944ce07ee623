import { act, screen, within } from '@testing-library/react';
import type { Event, GalleryImage } from '@koris/shared/types';
import { resetStores } from '../../../testing/stores';
import { advance, cardTitles, counterIn, renderPhoto } from '../../../testing/render-photo';
import {
  aGallery,
  aGalleryImage,
  api as route,
  aUser,
  expectErrorInside,
  failure,
  fakeTrash,
  gallerySummary,
  HttpResponse,
  installSteppedUploads,
  paged,
  type RequestHandler,
  runOnFakeClock,
  saveNew,
  serveWith,
  signIn,
  type SteppedUploads,
  WITHOUT_EDIT_RIGHTS,
} from '@koris/shared/testing';

let galleries: ReturnType<typeof aGallery>[];
const events = [
  { id: 4, title: 'Pavasara koncerts' },
  { id: 5, title: 'Rudens koncerts' },
] as Event[];

const setup = (...extra: RequestHandler[]) =>
  serveWith(
    [
      route.get(
        '/galleries',
        paged(() => galleries.map(gallerySummary)),
      ),
      route.get('/galleries/:id', ({ params }) => {
        const found = galleries.find((g) => g.id === Number(params['id']));
        return found ? HttpResponse.json(found) : failure(404, 'Gallery not found');
      }),
      route.get('/events', () => HttpResponse.json(events)),
    ],
    extra,
  );

const jpeg = (name = 'foto.jpg', bytes = 3000) =>
  new File([new Uint8Array(bytes).fill(0xff)], name, { type: 'image/jpeg' });

let uploads: SteppedUploads;

beforeEach(() => {
  // Uploads report half the body before the rest, and can be held there.
  uploads = installSteppedUploads();
  galleries = [
    aGallery({ id: 1, title: 'Skate 2025', order: 1, images: 3 }),
    aGallery({ id: 2, title: 'Cēsis', order: 2, images: 2, event_id: 4 }),
  ];
});
runOnFakeClock(resetStores);

describe('edit controls (docs/product.md#roles)', () => {
  it.each(WITHOUT_EDIT_RIGHTS)(
    'are absent for %s, in the list and in the slideshow',
    async (_who, login) => {
      login();
      setup();
      const user = await renderPhoto();
      expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis']);
      expect(screen.queryByRole('button', { name: 'Add Gallery' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Labot/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Dzēst/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Skate 2025' }));
      await advance(0);
      const dialog = screen.getByRole('dialog', { name: 'Skate 2025' });
      expect(within(dialog).queryByRole('button', { name: 'Add Images' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /^Dzēst/ })).not.toBeInTheDocument();
    },
  );

  it('appear with edit mode on and disappear when it is turned off, with no reload', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup();
    await renderPhoto();
    expect(screen.getByRole('button', { name: 'Add Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Labot: Skate 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dzēst: Cēsis' })).toBeInTheDocument();
    act(() => signIn(aUser({ is_edit_mode_active: false })));
    expect(screen.queryByRole('button', { name: 'Add Gallery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Labot: Skate 2025' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/galleries')).toHaveLength(1);
  });
});

describe('adding a gallery', () => {
  it('sends every field, the event and the cover, says "Gallery created" and shows it in place', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const created = aGallery({
      id: 9,
      title: 'Jaunā galerija',
      order: 0,
      images: 0,
      event_id: 5,
      created_at: '2025-06-01T10:00:00.000Z',
    });
    const { calls } = setup(
      route.post('/galleries', () => HttpResponse.json(gallerySummary(created), { status: 201 })),
    );
    const user = await renderPhoto();
    await user.click(screen.getByRole('button', { name: 'Add Gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Gallery' });
    await advance(0);
    const select = within(dialog).getByLabelText('Event');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— bez notikuma —', 'Pavasara koncerts', 'Rudens koncerts']);
    await user.type(within(dialog).getByLabelText('Title'), 'Jaunā galerija');
    await user.type(within(dialog).getByLabelText('Description'), 'Pirmā{Enter}Otrā');
    await user.type(within(dialog).getByLabelText('Order'), '0');
    await user.selectOptions(select, 'Rudens koncerts');
    await user.upload(within(dialog).getByLabelText('Image'), jpeg('vaks.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gallery created')).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/galleries');
    expect(post.headers.get('Authorization')).toBe('Bearer test-token');
    expect(post.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(post.form!.get('title')).toBe('Jaunā galerija');
    expect(post.form!.get('description')).toMatch(/^Pirmā\r?\nOtrā$/);
    expect(post.form!.get('order')).toBe('0');
    expect(post.form!.get('event_id')).toBe('5');
    expect((post.form!.get('image') as File).name).toBe('vaks.png');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Jaunā galerija', 'Skate 2025', 'Cēsis']);
    expect(calls.filter((c) => c.path === '/api/galleries' && c.method === 'GET')).toHaveLength(1);
  });

  it('leaves empty fields out (docs/product.md#validation)', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup(
      route.post('/galleries', () =>
        HttpResponse.json(gallerySummary(aGallery({ id: 9, order: 5, images: 0 })), {
          status: 201,
        }),
      ),
    );
    const user = await renderPhoto();
    await user.click(screen.getByRole('button', { name: 'Add Gallery' }));
    await user.type(screen.getByLabelText('Title'), 'Tikai nosaukums');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gallery created')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'POST')!.form!;
    expect([...form.keys()]).toEqual(['title']);
  });

  it('says "Image too large!" on 413 inside the open modal, keeping what was typed', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.post('/galleries', () => failure(413, 'Payload Too Large')));
    const user = await renderPhoto();
    const dialog = await saveNew({ user, noun: 'Gallery' }, { Title: 'Liels vāks', Image: jpeg() });
    await expectErrorInside(dialog, 'Image too large!', { label: 'Title', value: 'Liels vāks' });
    expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis']);
  });

  it.each([
    [422, { message: 'The title field is required.' }, 'The title field is required.'],
    [403, { message: 'Forbidden' }, 'Unauthorized'],
  ])('shows the server message of a %i', async (status, body, shown) => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.post('/galleries', () => HttpResponse.json(body, { status: status })));
    const user = await renderPhoto();
    await expectErrorInside(await saveNew({ user, noun: 'Gallery' }, { Title: 'X' }), shown);
  });

  it('still saves when the events cannot be loaded, and says why the list is empty', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.get('/events', () => failure(500, 'Notikumi nav pieejami')));
    const user = await renderPhoto();
    await user.click(screen.getByRole('button', { name: 'Add Gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Gallery' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Notikumi nav pieejami');
    expect(within(dialog).getByLabelText('Title')).toBeEnabled();
  });
});

describe('editing a gallery', () => {
  it('opens prefilled, sends an override put, says "Gallery updated" and changes it in place', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup(
      route.post('/galleries/2', () =>
        HttpResponse.json(
          gallerySummary({ ...galleries[1]!, title: 'Cēsis 2025', event_id: null }),
        ),
      ),
    );
    const user = await renderPhoto();
    await user.click(screen.getByRole('button', { name: 'Labot: Cēsis' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gallery' });
    await advance(0);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Cēsis');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Apraksts 2');
    expect(within(dialog).getByLabelText('Order')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Event')).toHaveDisplayValue('Pavasara koncerts');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Cēsis 2025');
    // No event any more: sent as 0, which the API reads as none.
    await user.selectOptions(within(dialog).getByLabelText('Event'), '— bez notikuma —');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gallery updated')).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/galleries/2');
    expect(post.form!.get('_method')).toBe('put');
    expect(post.form!.get('title')).toBe('Cēsis 2025');
    expect(post.form!.get('event_id')).toBe('0');
    expect(post.form!.has('image')).toBe(false);
    expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis 2025']);
  });
});

describe('deleting a gallery', () => {
  it('asks first, then deletes, says "Gallery deleted" and removes it in place', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup(
      route.delete('/galleries/1', () =>
        HttpResponse.json({ message: 'Gallery deleted', trash_id: 1 }),
      ),
    );
    const user = await renderPhoto();
    await user.click(screen.getByRole('button', { name: 'Dzēst: Skate 2025' }));
    const confirm = screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    expect(confirm).toHaveTextContent('Vai tiešām dzēst „Skate 2025”?');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByText('Gallery deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/galleries/1');
    expect(cardTitles()).toEqual(['Cēsis']);
  });

  it('keeps the gallery and shows the server message when deleting fails', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.delete('/galleries/1', () => failure(404, 'Gallery not found')));
    const user = await renderPhoto();
    await user.click(screen.getByRole('button', { name: 'Dzēst: Skate 2025' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Gallery not found');
    expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis']);
  });
});

describe('images of a gallery', () => {
  async function openSkate() {
    const user = await renderPhoto();
    await user.click(screen.getByRole('link', { name: 'Skate 2025' }));
    await advance(0);
    return user;
  }
  const slideshow = () => screen.getByRole('dialog', { name: 'Skate 2025' });
  const counter = () => counterIn(slideshow());

  it('adds many images in one request, reports the bytes sent, says "Image added" and shows them', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const withNew = {
      ...galleries[0]!,
      images: [...galleries[0]!.images, aGalleryImage(1, 201), aGalleryImage(1, 202)],
      image_count: 5,
    };
    const api = setup(route.post('/galleries/1', () => HttpResponse.json(withNew)));
    const user = await openSkate();
    expect(counter()).toBe('1 / 3');
    await user.click(within(slideshow()).getByRole('button', { name: 'Add Images' }));
    const modal = screen.getByRole('dialog', { name: 'Add Images' });
    await user.upload(within(modal).getByLabelText('Images'), [
      jpeg('a.jpg', 4000),
      jpeg('b.jpeg', 6000),
    ]);
    expect(within(modal).getByText(/Izvēlēti attēli: 2/)).toBeInTheDocument();

    const release = uploads.hold();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await advance(0);
    // Half the body is out: the bar and the text say so, Save waits.
    const bar = within(modal).getByRole('progressbar', { name: 'Augšupielāde' });
    const total = Number(bar.getAttribute('max'));
    expect(total).toBeGreaterThan(10000);
    expect(Number(bar.getAttribute('value'))).toBe(Math.floor(total / 2));
    expect(within(modal).getByText(/^Nosūtīti .* no .* \(50 %\)$/)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    expect(await screen.findByText('Image added')).toBeInTheDocument();

    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(uploads.sent).toEqual([
      { method: 'POST', url: `${window.location.origin}/api/galleries/1` },
    ]);
    expect(post.path).toBe('/api/galleries/1');
    expect(post.headers.get('Authorization')).toBe('Bearer test-token');
    expect(post.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect((post.form!.get('images[0]') as File).name).toBe('a.jpg');
    expect((post.form!.get('images[1]') as File).name).toBe('b.jpeg');
    expect(post.form!.has('_method')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Add Images' })).not.toBeInTheDocument();
    // The slideshow shows the first new image; the card counts them.
    expect(counter()).toBe('4 / 5');
    await user.keyboard('{Escape}');
    await advance(0);
    expect(
      within(screen.getByRole('article', { name: 'Skate 2025' })).getByText('Attēli: 5'),
    ).toBeInTheDocument();
  });

  it('shows "Image too large!" on 413 and keeps the modal and the chosen files', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.post('/galleries/1', () => failure(413, 'Request body is too large')));
    const user = await openSkate();
    await user.click(within(slideshow()).getByRole('button', { name: 'Add Images' }));
    const modal = screen.getByRole('dialog', { name: 'Add Images' });
    await user.upload(within(modal).getByLabelText('Images'), [jpeg('liels.jpg')]);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Image too large!');
    expect(within(modal).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(counter()).toBe('1 / 3');
  });

  it('cancels an upload when the modal is closed, with no message', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const api = setup(route.post('/galleries/1', () => HttpResponse.json(galleries[0])));
    const user = await openSkate();
    await user.click(within(slideshow()).getByRole('button', { name: 'Add Images' }));
    const modal = screen.getByRole('dialog', { name: 'Add Images' });
    await user.upload(within(modal).getByLabelText('Images'), [jpeg()]);
    const release = uploads.hold();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await advance(0);
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    release();
    await advance(0);
    expect(screen.queryByRole('dialog', { name: 'Add Images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Image added')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds the first images to an empty gallery from its message', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    galleries[1] = aGallery({ id: 2, title: 'Cēsis', images: 0, image: null, image_url: null });
    const filled = { ...galleries[1], images: [aGalleryImage(2, 301)], image_count: 1 };
    setup(route.post('/galleries/2', () => HttpResponse.json(filled)));
    const user = await renderPhoto();
    await user.click(screen.getByRole('link', { name: 'Cēsis' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Cēsis' });
    expect(within(dialog).getByText('No images in this gallery!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Images' }));
    await user.upload(screen.getByLabelText('Images'), [jpeg()]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Image added')).toBeInTheDocument();
    expect(within(dialog).queryByText('No images in this gallery!')).not.toBeInTheDocument();
    expect(counterIn(dialog)).toBe('1 / 1');
  });

  it('deletes the shown image after confirming, says "Image removed" and updates in place', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup(
      route.delete('/galleries/1/images/102', () =>
        HttpResponse.json({ message: 'Image removed', trash_id: 1 }),
      ),
    );
    const user = await openSkate();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('2 / 3');
    await user.click(
      within(slideshow()).getByRole('button', { name: 'Dzēst: Skate 2025, attēls 2' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    await user.click(within(confirm).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByText('Image removed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/galleries/1/images/102');
    expect(counter()).toBe('2 / 2');
    expect(within(slideshow()).getByRole('img', { name: /attēls 2 no 2/ })).toHaveAttribute(
      'src',
      '/uploads/g1/103-640.webp',
    );
    await user.keyboard('{Escape}');
    await advance(0);
    expect(
      within(screen.getByRole('article', { name: 'Skate 2025' })).getByText('Attēli: 2'),
    ).toBeInTheDocument();
  });

  it('keeps the image and shows the server message when deleting it fails', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.delete('/galleries/1/images/101', () => failure(404, 'Image not found')));
    const user = await openSkate();
    await user.click(
      within(slideshow()).getByRole('button', { name: 'Dzēst: Skate 2025, attēls 1' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Image not found');
    expect(counter()).toBe('1 / 3');
  });
});

describe('undoing a delete (Atsaukt)', () => {
  /**
   * The API's deletes and trash over `galleries`: a restored gallery comes back with its
   * pictures, a restored image in its gallery's upload order.
   */
  function trashOfGalleries() {
    const trash = fakeTrash({ firstId: 81 });
    return [
      route.delete('/galleries/:id', ({ params }) => {
        const id = Number(params['id']);
        const gallery = galleries.find((g) => g.id === id)!;
        galleries = galleries.filter((g) => g.id !== id);
        return trash.keep('Gallery deleted', {
          kind: 'gallery',
          itemId: id,
          putBack: () => (galleries = [...galleries, gallery].sort((a, b) => a.order - b.order)),
        });
      }),
      route.delete('/galleries/:id/images/:imageId', ({ params }) => {
        const galleryId = Number(params['id']);
        const imageId = Number(params['imageId']);
        const image = galleries
          .find((g) => g.id === galleryId)!
          .images.find((i) => i.id === imageId)!;
        const withImages = (images: GalleryImage[]) =>
          galleries.map((g) =>
            g.id === galleryId ? { ...g, images, image_count: images.length } : g,
          );
        const gallery = () => galleries.find((g) => g.id === galleryId)!;
        galleries = withImages(gallery().images.filter((i) => i.id !== imageId));
        return trash.keep('Image removed', {
          kind: 'gallery_image',
          itemId: imageId,
          putBack: () =>
            (galleries = withImages([...gallery().images, image].sort((a, b) => a.id - b.id))),
        });
      }),
      trash.handler,
    ];
  }

  /** Deletes after confirming; answers the success alert that says `message`. */
  async function confirmDelete(
    user: Awaited<ReturnType<typeof renderPhoto>>,
    name: string,
    message: string,
  ) {
    await user.click(screen.getByRole('button', { name: `Dzēst: ${name}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    await screen.findByText(message);
    // The page's address bar is a status too (an <output>): the alert is the one with the text.
    return screen.getAllByRole('status').find((status) => within(status).queryByText(message))!;
  }

  const restoredElsewhere = (kind: string, item_id: number) =>
    act(() => {
      window.dispatchEvent(
        new CustomEvent('koris:restored', {
          detail: { message: 'Atjaunots', kind, item_id, unlinked: false },
        }),
      );
    });

  beforeEach(() => {
    galleries = [...galleries, aGallery({ id: 3, title: 'Sigulda', order: 3, images: 1 })];
  });

  describe('of a gallery', () => {
    it('puts it back in its place with its pictures', async () => {
      signIn(aUser({ is_edit_mode_active: true }));
      const { calls } = setup(...trashOfGalleries());
      const user = await renderPhoto();
      expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis', 'Sigulda']);
      const alert = await confirmDelete(user, 'Cēsis', 'Gallery deleted');
      expect(cardTitles()).toEqual(['Skate 2025', 'Sigulda']);

      await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
      expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
      await advance(0);
      expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis', 'Sigulda']);
      expect(calls.of('POST', '/api/trash/81/restore')).toHaveLength(1);
      // The list itself is not loaded again.
      expect(calls.of('GET', '/api/galleries')).toHaveLength(1);
      const card = screen.getByRole('article', { name: 'Cēsis' });
      expect(within(card).getByText('Attēli: 2')).toBeInTheDocument();

      await user.click(within(card).getByRole('link', { name: 'Cēsis' }));
      await advance(0);
      const dialog = screen.getByRole('dialog', { name: 'Cēsis' });
      expect(counterIn(dialog)).toBe('1 / 2');
      expect(within(dialog).getByRole('img', { name: /attēls 1 no 2/ })).toHaveAttribute(
        'src',
        '/uploads/g2/201-640.webp',
      );
    });

    it('shows the API’s message when it cannot come back', async () => {
      signIn(aUser({ is_edit_mode_active: true }));
      // Listed first, so it answers before the trash's own restore.
      setup(
        route.post('/trash/:id/restore', () => failure(404, 'Not in the trash')),
        ...trashOfGalleries(),
      );
      const user = await renderPhoto();
      const alert = await confirmDelete(user, 'Skate 2025', 'Gallery deleted');
      await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Not in the trash');
      expect(cardTitles()).toEqual(['Cēsis', 'Sigulda']);
    });

    it('puts back a gallery restored elsewhere (the account modal’s trash), once', async () => {
      signIn(aUser({ is_edit_mode_active: true }));
      setup(...trashOfGalleries());
      const user = await renderPhoto();
      const alert = await confirmDelete(user, 'Skate 2025', 'Gallery deleted');
      expect(cardTitles()).toEqual(['Cēsis', 'Sigulda']);
      // Restored by another remote: the API has it again and the window hears of it.
      await user.click(within(alert).getByRole('button', { name: 'Aizvērt paziņojumu' }));
      galleries = [aGallery({ id: 1, title: 'Skate 2025', order: 1, images: 3 }), ...galleries];
      restoredElsewhere('gallery', 1);
      await advance(0);
      expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis', 'Sigulda']);
      restoredElsewhere('gallery', 1);
      await advance(0);
      expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis', 'Sigulda']);
    });
  });

  describe('of an image', () => {
    const thumbnails = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('list', { name: 'Sīktēli' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('img')!.getAttribute('src'));

    async function deleteSecondImage(user: Awaited<ReturnType<typeof renderPhoto>>) {
      await user.click(screen.getByRole('link', { name: 'Skate 2025' }));
      await advance(0);
      await user.keyboard('{ArrowRight}');
      const alert = await confirmDelete(user, 'Skate 2025, attēls 2', 'Image removed');
      const dialog = screen.getByRole('dialog', { name: 'Skate 2025' });
      expect(counterIn(dialog)).toBe('2 / 2');
      expect(thumbnails(dialog)).toEqual(['/uploads/g1/101-120.webp', '/uploads/g1/103-120.webp']);
      return { alert, dialog };
    }

    it('shows it again in its place in the open gallery, and counts it on the card', async () => {
      signIn(aUser({ is_edit_mode_active: true }));
      const { calls } = setup(...trashOfGalleries());
      const user = await renderPhoto();
      const { alert, dialog } = await deleteSecondImage(user);

      await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
      expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
      await advance(0);
      expect(calls.of('POST', '/api/trash/81/restore')).toHaveLength(1);
      expect(thumbnails(dialog)).toEqual([
        '/uploads/g1/101-120.webp',
        '/uploads/g1/102-120.webp',
        '/uploads/g1/103-120.webp',
      ]);
      // The slideshow shows the image that came back.
      expect(counterIn(dialog)).toBe('2 / 3');
      expect(within(dialog).getByRole('img', { name: /attēls 2 no 3/ })).toHaveAttribute(
        'src',
        '/uploads/g1/102-640.webp',
      );
      await user.keyboard('{Escape}');
      await advance(0);
      expect(
        within(screen.getByRole('article', { name: 'Skate 2025' })).getByText('Attēli: 3'),
      ).toBeInTheDocument();
    });

    it('shows the API’s message when it cannot come back', async () => {
      signIn(aUser({ is_edit_mode_active: true }));
      setup(
        route.post('/trash/:id/restore', () => failure(409, 'Gallery of this image is deleted')),
        ...trashOfGalleries(),
      );
      const user = await renderPhoto();
      const { alert, dialog } = await deleteSecondImage(user);
      await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Gallery of this image is deleted',
      );
      expect(counterIn(dialog)).toBe('2 / 2');
    });

    it('shows an image restored elsewhere on the gallery’s page', async () => {
      signIn(aUser({ is_edit_mode_active: true }));
      const restored = galleries[0]!.images[0]!;
      galleries[0] = { ...galleries[0]!, images: galleries[0]!.images.slice(1), image_count: 2 };
      const { calls } = setup();
      await renderPhoto('/photo/gallery/1');
      const dialog = screen.getByRole('dialog', { name: 'Skate 2025' });
      expect(counterIn(dialog)).toBe('1 / 2');
      // Restored by another remote: the API has it again and the window hears of it.
      galleries[0] = { ...galleries[0], images: [restored, ...galleries[0].images] };
      restoredElsewhere('gallery_image', restored.id);
      await advance(0);
      expect(thumbnails(dialog)).toEqual([
        '/uploads/g1/101-120.webp',
        '/uploads/g1/102-120.webp',
        '/uploads/g1/103-120.webp',
      ]);
      expect(counterIn(dialog)).toBe('1 / 3');
      expect(calls.of('GET', '/api/galleries/1')).toHaveLength(2);
    });
  });
});
