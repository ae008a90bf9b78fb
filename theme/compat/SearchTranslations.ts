/**
 * `@theme/SearchTranslations`: the texts a site's own DocSearch search bar hands to
 * `@docsearch/react` (its `translations` prop, in that package's shape). Each is read when
 * DocSearch reads it, so it comes in the language of the page on screen, from the site's
 * `i18n/<locale>/code.json` under the same ids as Docusaurus uses.
 */
import { translate } from './Translate';

type Texts = Record<string, string>;

/** An object whose every key is a text looked up when read: `id` suffix → English message. */
function texts(prefix: string, messages: Texts): Texts {
  const object: Texts = {};
  for (const [key, message] of Object.entries(messages)) {
    Object.defineProperty(object, key, { enumerable: true, get: () => translate({ id: `${prefix}.${key}`, message }) });
  }
  return object;
}

const translations = {
  button: texts('theme.SearchBar', { buttonText: 'Search', buttonAriaLabel: 'Search' }),
  modal: {
    searchBox: texts('theme.SearchModal.searchBox', {
      resetButtonTitle: 'Clear the query',
      resetButtonAriaLabel: 'Clear the query',
      cancelButtonText: 'Cancel',
      cancelButtonAriaLabel: 'Cancel',
      searchInputLabel: 'Search',
    }),
    startScreen: texts('theme.SearchModal.startScreen', {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches yet',
      saveRecentSearchButtonTitle: 'Keep this search',
      removeRecentSearchButtonTitle: 'Remove this search from the history',
      favoriteSearchesTitle: 'Kept',
      removeFavoriteSearchButtonTitle: 'Remove this search from the kept ones',
    }),
    errorScreen: texts('theme.SearchModal.errorScreen', {
      titleText: 'Results could not be loaded',
      helpText: 'Check your network connection.',
    }),
    footer: texts('theme.SearchModal.footer', {
      selectText: 'to open',
      selectKeyAriaLabel: 'Enter key',
      navigateText: 'to move',
      navigateUpKeyAriaLabel: 'Arrow up',
      navigateDownKeyAriaLabel: 'Arrow down',
      closeText: 'to close',
      closeKeyAriaLabel: 'Escape key',
      searchByText: 'Search by',
    }),
    noResultsScreen: texts('theme.SearchModal.noResultsScreen', {
      noResultsText: 'Nothing found for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Should this query find something?',
      reportMissingResultsLinkText: 'Tell us.',
    }),
  },
  get placeholder(): string {
    return translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' });
  },
};

export default translations;
