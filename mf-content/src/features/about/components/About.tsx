import { AchievementList } from '../../achievements/components/AchievementList';
import { Conductors } from '../../conductors/components/Conductors';
import { PageReveal } from '../../page-reveal/components/PageReveal';
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
    <section data-boundary="mf-content" data-page="about" className={styles.page}>
      <h1 className={styles.heading}>PAR MUMS</h1>
      <PageReveal
        parts={['achievements', 'conductors-current', 'conductors-old']}
        texts={textNames(TEXTS)}
      >
        <div className={styles.texts}>
          <EditableTexts texts={TEXTS} />
        </div>
        <AchievementList heading="Konkursi un apbalvojumi" lang="lv" />
        <SingersGrid />
        <Conductors />
      </PageReveal>
    </section>
  );
}
