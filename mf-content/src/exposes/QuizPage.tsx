import { Quiz } from '../features/quiz/components/Quiz';

/** `/games/dziptcha`: the Dziptcha quiz (docs/product.md#pages Quiz). */
export default function QuizPage() {
  return <Quiz />;
}
