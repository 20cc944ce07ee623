import { EditableText } from '@koris/shared/ui';
import { AchievementList } from '../../achievements/components/AchievementList';
import { Conductors } from '../../conductors/components/Conductors';
import { PageReveal } from '../../page-reveal/components/PageReveal';
import { SingersGrid } from './SingersGrid';
import styles from './about.module.css';

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
        texts={['about_us_text_center', 'about_us_right']}
      >
        <div className={styles.texts}>
          <EditableText
            name="about_us_text_center"
            className={styles.centerText}
            label="Par mums: teksts centrā"
          />
          <EditableText
            name="about_us_right"
            className={styles.rightText}
            label="Par mums: teksts labajā pusē"
          />
        </div>
        <AchievementList heading="Konkursi un apbalvojumi" lang="lv" />
        <SingersGrid />
        <Conductors />
      </PageReveal>
    </section>
  );
}
