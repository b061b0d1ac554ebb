// What booking's front-desk pages share (never imported by a guest feature).
export { FrontDeskNav, LoadFailed } from './FrontDeskNav';
export { default as deskStyles } from './frontDesk.module.css';
