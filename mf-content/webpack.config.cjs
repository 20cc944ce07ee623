// @ts-check
const { createConfig } = require('@koris/tooling/webpack');

/**
 * Checked by `pnpm typecheck` against the federation contract (@koris/shared/federation):
 * a module missing, renamed or added here without the contract fails the type check.
 * @type {import('@koris/shared/federation').RemoteExposesConfig<'mf_content'>}
 */
const exposes = {
  './HomePage': './src/exposes/HomePage.tsx',
  './EnglishHomePage': './src/exposes/EnglishHomePage.tsx',
  './EnglishAboutPage': './src/exposes/EnglishAboutPage.tsx',
  './EventsPage': './src/exposes/EventsPage.tsx',
  './ArchivePage': './src/exposes/ArchivePage.tsx',
  './AboutPage': './src/exposes/AboutPage.tsx',
  './HistoryPage': './src/exposes/HistoryPage.tsx',
  './GetInvolvedPage': './src/exposes/GetInvolvedPage.tsx',
  './JoinPage': './src/exposes/JoinPage.tsx',
  './CentenaryPage': './src/exposes/CentenaryPage.tsx',
  './QuizPage': './src/exposes/QuizPage.tsx',
};

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_content',
  port: 8081,
  title: 'mf-content (dev host)',
  exposes,
});
