/** /vara_saknes: placeholder until its own issue builds the page body. */
export default function AlbumPage() {
  return (
    <section data-boundary="mf-media">
      <h1>Vara Saknes</h1>
    </section>
  );
}
