import { Quiz } from '../features/quiz/components/Quiz';

/** `/games/dziptcha`: the Dziptcha quiz (SPEC §2 Quiz). */
export default function QuizPage() {
  return <Quiz />;
}
