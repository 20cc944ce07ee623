/** /pievienojies: placeholder until its own issue builds the page body. */
export default function JoinPage() {
  return (
    <section data-boundary="mf-content">
      <h1>Pievienojies</h1>
    </section>
  );
}
