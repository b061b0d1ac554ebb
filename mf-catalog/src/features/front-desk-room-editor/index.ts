// The federated module catalog/FrontDeskRoomEditorPage (a staff page for /hotel/rooms/new and /hotel/rooms/:id: mf-catalog/src/pages.ts).
export { default } from './FrontDeskRoomEditorPage';
