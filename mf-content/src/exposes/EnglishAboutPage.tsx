/** /en/about-us: placeholder until its own issue builds the page body. */
export default function EnglishAboutPage() {
  return (
    <section data-boundary="mf-content">
      <h1>About us</h1>
    </section>
  );
}
