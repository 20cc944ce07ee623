import { renderDevHost } from '@koris/shared/dev';
import HomePage from './exposes/HomePage';
import EnglishHomePage from './exposes/EnglishHomePage';
import EnglishAboutPage from './exposes/EnglishAboutPage';
import EventsPage from './exposes/EventsPage';
import ArchivePage from './exposes/ArchivePage';
import AboutPage from './exposes/AboutPage';
import HistoryPage from './exposes/HistoryPage';
import GetInvolvedPage from './exposes/GetInvolvedPage';
import JoinPage from './exposes/JoinPage';
import CentenaryPage from './exposes/CentenaryPage';
import QuizPage from './exposes/QuizPage';

renderDevHost('mf-content', [
  { path: '/', label: 'Sākums', Component: HomePage },
  { path: '/en', label: 'English', Component: EnglishHomePage },
  { path: '/en/about-us', label: 'About us', Component: EnglishAboutPage },
  { path: '/events', label: 'Notikumi', Component: EventsPage },
  { path: '/archive', label: 'Arhīvs', Component: ArchivePage },
  { path: '/about-us', label: 'Par mums', Component: AboutPage },
  { path: '/history', label: 'Vēsture', Component: HistoryPage },
  { path: '/iesaisties', label: 'Iesaisties', Component: GetInvolvedPage },
  { path: '/pievienojies', label: 'Pievienojies', Component: JoinPage },
  { path: '/celies_lidzi', label: 'Celies līdzi', Component: CentenaryPage },
  { path: '/games/dziptcha', label: 'Dziptcha', Component: QuizPage },
]);
