/**
 * The first module of a translated site's client entry: the page's translations are set before
 * any of the site's modules run, so `translate()` called as a module loads (a list of labels
 * kept in a constant, as Docusaurus sites write) is translated, as it was on the server.
 */
import { readBootData } from './boot-data';
import { setCurrentTranslations } from './translations';

setCurrentTranslations(readBootData().site.translations);
