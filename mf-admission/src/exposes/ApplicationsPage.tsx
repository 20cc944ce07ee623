/** /uznemsana_pieteikumi: placeholder until its own issue builds the page body. */
export default function ApplicationsPage() {
  return (
    <section data-boundary="mf-admission">
      <h1>Pieteikumi</h1>
    </section>
  );
}
