import { AchievementList } from '../../achievements/components/AchievementList';
import { Conductors } from '../../conductors/components/Conductors';
import { RevealedPage } from '../../page-reveal/components/RevealedPage';
import {
  EditableTexts,
  textNames,
  type PageText,
} from '../../page-reveal/components/EditableTexts';
import { SingersGrid } from './SingersGrid';
import styles from './about.module.css';

const TEXTS: PageText[] = [
  { name: 'about_us_text_center', className: styles.centerText, label: 'Par mums: teksts centrā' },
  { name: 'about_us_right', className: styles.rightText, label: 'Par mums: teksts labajā pusē' },
];

/**
 * /about-us (docs/product.md#pages About): the two texts, the achievements, the singers, the current and the
 * historical conductors. Staff in edit mode edit each in place.
 */
export function About() {
  return (
    <RevealedPage
      page="about"
      heading="PAR MUMS"
      className={styles.page}
      headingClassName={styles.heading}
      parts={['achievements', 'conductors-current', 'conductors-old']}
      texts={textNames(TEXTS)}
    >
      <div className={styles.texts}>
        <EditableTexts texts={TEXTS} />
      </div>
      <AchievementList heading="Konkursi un apbalvojumi" lang="lv" />
      <SingersGrid />
      <Conductors />
    </RevealedPage>
  );
}
