/** The notifications outbox: who hears of an event, and writing it in the event's transaction. */
export { notify, type NewNotification } from './notify.ts';
export { peopleWithRoles } from './recipients.ts';
