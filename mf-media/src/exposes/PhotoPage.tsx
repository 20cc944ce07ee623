/** /photo: placeholder until its own issue builds the page body. */
export default function PhotoPage() {
  return (
    <section data-boundary="mf-media">
      <h1>Foto</h1>
    </section>
  );
}
