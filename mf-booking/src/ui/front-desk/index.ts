// What booking's front-desk pages share (never imported by a guest feature). Their navigation and
// their failed reads' look are the whole desk's: the shell's frame and LoadFailed of @hotel/shared/front-desk.
export { default as deskStyles } from './frontDesk.module.css';
