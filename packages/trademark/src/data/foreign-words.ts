/**
 * Common French, Spanish, Italian and German words in marks, with their English meaning: the foreign-equivalents
 * part of the meaning matcher (SOLEIL ~ SUN, LUNA ~ MOON, ORO ~ GOLD). Curated for this project: everyday words of
 * brand names (sun, moon, star, colours, nature, animals, love, life, home), each the word's first sense in its
 * English Wiktionary entry (the source, https://en.wiktionary.org/wiki/<word>, the accented spelling). Written
 * without access to the site; to be checked against it before a release that changes the list.
 *
 * Left out on purpose: words that are also English words of another meaning (French CHAT, PAIN, OR; Italian SOLE,
 * MARE; German ROT, BAR, TAG), which would give an English mark a meaning it does not have.
 */

export type ForeignLanguage = 'fr' | 'es' | 'it' | 'de';

export interface ForeignWord {
  /** The word as written (accents kept); the matcher reads it normalised (ÉTOILE -> ETOILE). */
  word: string;
  lang: ForeignLanguage;
  /** The English meaning, upper case: an equivalent the Chinese-English table also uses. */
  english: string;
}

/** Where each word's meaning was taken from. */
export const FOREIGN_WORDS_SOURCE = 'English Wiktionary, the entry of each word (first sense)';
export const FOREIGN_WORDS_COMPILED = '2026-11-27';

const words = (lang: ForeignLanguage, list: string): ForeignWord[] =>
  list
    .trim()
    .split(/\s*;\s*/)
    .map((pair) => {
      const [word = '', english = ''] = pair.split('=');
      return { word: word.trim(), lang, english: english.trim().toUpperCase() };
    });

export const FOREIGN_WORDS: readonly ForeignWord[] = [
  ...words(
    'fr',
    `soleil=sun; lune=moon; étoile=star; ciel=sky; mer=sea; eau=water; feu=fire; argent=silver; blanc=white;
     noir=black; rouge=red; bleu=blue; vert=green; belle=beautiful; vie=life; amour=love; maison=house;
     lumière=light; nouveau=new; roi=king; reine=queen; cœur=heart; fleur=flower; jardin=garden; montagne=mountain;
     rivière=river; vent=wind; neige=snow; nuit=night; jour=day; monde=world; rêve=dream; loup=wolf; ours=bear;
     aigle=eagle; cheval=horse; papillon=butterfly; étoiles=stars; arbre=tree; forêt=forest; pierre=stone`,
  ),
  ...words(
    'es',
    `sol=sun; luna=moon; estrella=star; cielo=sky; mar=sea; agua=water; fuego=fire; oro=gold; plata=silver;
     blanco=white; negro=black; rojo=red; azul=blue; verde=green; bella=beautiful; vida=life; amor=love; casa=house;
     luz=light; nuevo=new; rey=king; reina=queen; corazón=heart; flor=flower; jardín=garden; montaña=mountain;
     río=river; viento=wind; nieve=snow; noche=night; día=day; mundo=world; sueño=dream; león=lion; lobo=wolf;
     oso=bear; águila=eagle; caballo=horse; gato=cat; toro=bull; mariposa=butterfly; árbol=tree; bosque=forest;
     piedra=stone`,
  ),
  ...words(
    'it',
    `luna=moon; stella=star; cielo=sky; acqua=water; fuoco=fire; oro=gold; argento=silver; bianco=white;
     nero=black; rosso=red; azzurro=blue; verde=green; bella=beautiful; vita=life; amore=love; casa=house;
     luce=light; nuovo=new; regina=queen; cuore=heart; fiore=flower; giardino=garden; montagna=mountain;
     fiume=river; vento=wind; neve=snow; notte=night; giorno=day; mondo=world; sogno=dream; leone=lion; lupo=wolf;
     orso=bear; aquila=eagle; cavallo=horse; gatto=cat; toro=bull; farfalla=butterfly; albero=tree; foresta=forest;
     pietra=stone`,
  ),
  ...words(
    'de',
    `sonne=sun; mond=moon; stern=star; himmel=sky; meer=sea; wasser=water; feuer=fire; silber=silver;
     weiß=white; schwarz=black; blau=blue; grün=green; schön=beautiful; leben=life; liebe=love; haus=house;
     licht=light; neu=new; könig=king; königin=queen; herz=heart; blume=flower; garten=garden; berg=mountain;
     fluss=river; schnee=snow; nacht=night; welt=world; traum=dream; löwe=lion; adler=eagle; pferd=horse;
     katze=cat; stier=bull; schmetterling=butterfly; baum=tree; wald=forest; stein=stone`,
  ),
];

export const FOREIGN_LANGUAGE_NAMES: Readonly<Record<ForeignLanguage, { zh: string; en: string }>> = {
  fr: { zh: '法语', en: 'French' },
  es: { zh: '西班牙语', en: 'Spanish' },
  it: { zh: '意大利语', en: 'Italian' },
  de: { zh: '德语', en: 'German' },
};
