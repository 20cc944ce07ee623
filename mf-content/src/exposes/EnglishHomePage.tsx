/** /en: placeholder until its own issue builds the page body. */
export default function EnglishHomePage() {
  return (
    <section data-boundary="mf-content">
      <h1>University of Latvia Mixed Choir</h1>
    </section>
  );
}
