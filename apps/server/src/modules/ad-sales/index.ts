// The booking core the paid self-serve flow builds on (docs/decisions/0022).
export { availability, issueDays } from './availability';
export { fullDatesMessage } from './booking-routes';
export {
  bookSeats,
  cancelBooking,
  confirmBooking,
  DaysFull,
  holdSeats,
  inTransaction,
  type ReserveOptions,
  releaseBooking,
  reserveIn,
  type SeatOutcome,
  type SeatRequest,
} from './booking-service';
