/**
 * This remote's side of the federation contract (@koris/shared/federation), checked by
 * `pnpm typecheck` and never bundled: every exposed module exists and its component takes the
 * contract's props. A missing or extra module, or a page that starts to need a prop, fails here.
 */
import type { CheckExposed } from '@koris/shared/federation';
import type HomePage from './HomePage';
import type EnglishHomePage from './EnglishHomePage';
import type EnglishAboutPage from './EnglishAboutPage';
import type EventsPage from './EventsPage';
import type ArchivePage from './ArchivePage';
import type AboutPage from './AboutPage';
import type HistoryPage from './HistoryPage';
import type GetInvolvedPage from './GetInvolvedPage';
import type JoinPage from './JoinPage';
import type CentenaryPage from './CentenaryPage';
import type QuizPage from './QuizPage';

interface Exposed {
  HomePage: typeof HomePage;
  EnglishHomePage: typeof EnglishHomePage;
  EnglishAboutPage: typeof EnglishAboutPage;
  EventsPage: typeof EventsPage;
  ArchivePage: typeof ArchivePage;
  AboutPage: typeof AboutPage;
  HistoryPage: typeof HistoryPage;
  GetInvolvedPage: typeof GetInvolvedPage;
  JoinPage: typeof JoinPage;
  CentenaryPage: typeof CentenaryPage;
  QuizPage: typeof QuizPage;
}

export type ContractCheck = CheckExposed<'mf_content', Exposed>;
