// The federated module marketing/FrontDeskMessagesPage (a staff page: mf-marketing/src/pages.ts).
export { default } from './FrontDeskMessagesPage';
