/** /history: placeholder until its own issue builds the page body. */
export default function HistoryPage() {
  return (
    <section data-boundary="mf-content">
      <h1>Vēsture</h1>
    </section>
  );
}
