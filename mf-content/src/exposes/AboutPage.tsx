/** /about-us: placeholder until its own issue builds the page body. */
export default function AboutPage() {
  return (
    <section data-boundary="mf-content">
      <h1>PAR MUMS</h1>
    </section>
  );
}
