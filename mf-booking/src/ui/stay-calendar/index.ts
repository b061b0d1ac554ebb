// The booking remote's availability calendar, shared by the booking panel and Update Date.
export { StayCalendarPart, type StayCalendarProps } from './StayCalendarPart';
