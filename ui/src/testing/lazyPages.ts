/**
 * Pages the app loads on demand (app/lazyPage.ts), for a test whose journey ends on one to load it
 * beforehand: the first load of a page's modules takes seconds on a busy machine when no earlier file
 * of the run loaded it, which is not what such a test is about.
 */
export const loadNewServicePage = () => import('../features/new-service/components/NewServicePage');
