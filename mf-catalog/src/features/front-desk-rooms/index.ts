// The federated module catalog/FrontDeskRoomsPage (a staff page: mf-catalog/src/pages.ts).
export { default } from './FrontDeskRoomsPage';
