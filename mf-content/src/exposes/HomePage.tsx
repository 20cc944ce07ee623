/** /: placeholder until its own issue builds the page body. */
export default function HomePage() {
  return (
    <section data-boundary="mf-content">
      <h1>LU jauktais koris</h1>
    </section>
  );
}
