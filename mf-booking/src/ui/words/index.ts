export { cancellationText, dayText, nightsText, roomSleepsText, ruleDayText, stayRefusalText, withStrong } from './words';
