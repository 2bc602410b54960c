/**
 * Not a list: the change-stream event that tells a device its user's access changed (roles or codes),
 * so the page reads the user info again and the worker pulls the lists it may now see.
 */
export const ACCESS_CHANGED = 'access'
