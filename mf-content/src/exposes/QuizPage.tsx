/** /games/dziptcha: placeholder until its own issue builds the page body. */
export default function QuizPage() {
  return (
    <section data-boundary="mf-content">
      <h1>Dziptcha</h1>
    </section>
  );
}
