/** /archive: placeholder until its own issue builds the page body. */
export default function ArchivePage() {
  return (
    <section data-boundary="mf-content">
      <h1>Arhīvs</h1>
    </section>
  );
}
