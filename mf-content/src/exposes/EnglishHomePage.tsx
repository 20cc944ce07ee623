import { EnglishHome } from '../features/home/components/EnglishHome';

/** `/en`: the English landing page. */
export default function EnglishHomePage() {
  return <EnglishHome />;
}
