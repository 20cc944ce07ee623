/** /celies_lidzi: placeholder until its own issue builds the page body. */
export default function CentenaryPage() {
  return (
    <section data-boundary="mf-content">
      <h1>Celies līdzi</h1>
    </section>
  );
}
