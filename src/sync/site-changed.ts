/**
 * Not a list: the change-stream event that tells every device of a company that its site info changed
 * (an admin switched a module or renamed a menu), so the page fetches site info again and the menus
 * follow without a reload.
 */
export const SITE_CHANGED = 'site'
