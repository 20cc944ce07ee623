/**
 * Written by mf-content/scripts/make-about-images.mjs: the generated singer portraits
 * (160×200 webp). A singer's `photo` in singers.ts is an index into this list.
 */
import p01 from '../assets/singers/01.webp';
import p02 from '../assets/singers/02.webp';
import p03 from '../assets/singers/03.webp';
import p04 from '../assets/singers/04.webp';
import p05 from '../assets/singers/05.webp';
import p06 from '../assets/singers/06.webp';
import p07 from '../assets/singers/07.webp';
import p08 from '../assets/singers/08.webp';
import p09 from '../assets/singers/09.webp';
import p10 from '../assets/singers/10.webp';
import p11 from '../assets/singers/11.webp';
import p12 from '../assets/singers/12.webp';
import p13 from '../assets/singers/13.webp';
import p14 from '../assets/singers/14.webp';
import p15 from '../assets/singers/15.webp';
import p16 from '../assets/singers/16.webp';
import p17 from '../assets/singers/17.webp';
import p18 from '../assets/singers/18.webp';
import p19 from '../assets/singers/19.webp';
import p20 from '../assets/singers/20.webp';
import p21 from '../assets/singers/21.webp';
import p22 from '../assets/singers/22.webp';
import p23 from '../assets/singers/23.webp';
import p24 from '../assets/singers/24.webp';
import p25 from '../assets/singers/25.webp';
import p26 from '../assets/singers/26.webp';
import p27 from '../assets/singers/27.webp';
import p28 from '../assets/singers/28.webp';
import p29 from '../assets/singers/29.webp';
import p30 from '../assets/singers/30.webp';
import p31 from '../assets/singers/31.webp';
import p32 from '../assets/singers/32.webp';
import p33 from '../assets/singers/33.webp';
import p34 from '../assets/singers/34.webp';
import p35 from '../assets/singers/35.webp';
import p36 from '../assets/singers/36.webp';
import p37 from '../assets/singers/37.webp';
import p38 from '../assets/singers/38.webp';
import p39 from '../assets/singers/39.webp';
import p40 from '../assets/singers/40.webp';
import p41 from '../assets/singers/41.webp';
import p42 from '../assets/singers/42.webp';
import p43 from '../assets/singers/43.webp';
import p44 from '../assets/singers/44.webp';
import p45 from '../assets/singers/45.webp';
import p46 from '../assets/singers/46.webp';
import p47 from '../assets/singers/47.webp';
import p48 from '../assets/singers/48.webp';
import p49 from '../assets/singers/49.webp';
import p50 from '../assets/singers/50.webp';

export const PHOTO_SIZE = { width: 160, height: 200 } as const;

export const SINGER_PHOTOS: readonly string[] = [
  p01,
  p02,
  p03,
  p04,
  p05,
  p06,
  p07,
  p08,
  p09,
  p10,
  p11,
  p12,
  p13,
  p14,
  p15,
  p16,
  p17,
  p18,
  p19,
  p20,
  p21,
  p22,
  p23,
  p24,
  p25,
  p26,
  p27,
  p28,
  p29,
  p30,
  p31,
  p32,
  p33,
  p34,
  p35,
  p36,
  p37,
  p38,
  p39,
  p40,
  p41,
  p42,
  p43,
  p44,
  p45,
  p46,
  p47,
  p48,
  p49,
  p50,
];
