/** /uznemsana: placeholder until its own issue builds the page body. */
export default function AdmissionPage() {
  return (
    <section data-boundary="mf-admission">
      <h1>Uzņemšana</h1>
    </section>
  );
}
