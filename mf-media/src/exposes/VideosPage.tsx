/** /videos: placeholder until its own issue builds the page body. */
export default function VideosPage() {
  return (
    <section data-boundary="mf-media">
      <h1>Video</h1>
    </section>
  );
}
