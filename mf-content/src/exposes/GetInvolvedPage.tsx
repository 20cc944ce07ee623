/** /iesaisties: placeholder until its own issue builds the page body. */
export default function GetInvolvedPage() {
  return (
    <section data-boundary="mf-content">
      <h1>Iesaisties</h1>
    </section>
  );
}
