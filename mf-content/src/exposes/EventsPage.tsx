/** /events: placeholder until its own issue builds the page body. */
export default function EventsPage() {
  return (
    <section data-boundary="mf-content">
      <h1>NOTIKUMI</h1>
    </section>
  );
}
