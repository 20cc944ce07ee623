import { About } from '../features/about/components/About';

/** `/about-us`: the choir, its achievements, singers and conductors (SPEC §2, heading PAR MUMS). */
export default function AboutPage() {
  return <About />;
}
