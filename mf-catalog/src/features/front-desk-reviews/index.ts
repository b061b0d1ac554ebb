// The federated module catalog/FrontDeskReviewsPage (a staff page: mf-catalog/src/pages.ts).
export { default } from './FrontDeskReviewsPage';
