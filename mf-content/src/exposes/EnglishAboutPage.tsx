import { EnglishAbout } from '../features/english-about/components/EnglishAbout';

/** `/en/about-us`: the choir in English (SPEC §2 English about). */
export default function EnglishAboutPage() {
  return <EnglishAbout />;
}
